import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { INCOME_SOURCES } from '../../../../common/screening';
import type { mutationsSubmitIncomeMutation } from '../../__generated__/mutationsSubmitIncomeMutation.graphql';
import { useIdempotencyKey } from '../../shared/idempotencyKey';
import { FileUpload } from '../../shared/components/FileUpload';
import { TextField } from '../../shared/components/TextField';
import { showUserErrors } from '../../shared/userErrors';
import styles from '../screening/Screening.module.css';
import { showMutationFailure, usePromiseMutation } from '../screening/usePromiseMutation';
import { incomeSchema, parseDollars, type IncomeFormValues } from './incomeSchema';
import { submitIncomeMutation } from './mutations';

const MAX_DOCUMENTS = 5;
type FormFields = IncomeFormValues & { documentFileIds: string };

interface Props {
  /** The application (REST or global Lifecycle id); leave out for a guarantor. */
  lifecycleId?: string;
  /** Give income as this connection's guarantor (slice D's /guarantor-complete). */
  guarantorConnectionId?: string;
  /** Income is in: `next` is the viewer's next onboarding step. */
  onCompleted(next: string | null | undefined): void;
}

/** Monthly income, where it comes from, the employer, and documents that show it. */
export function IncomeForm({ lifecycleId, guarantorConnectionId, onCompleted }: Props) {
  const idempotencyKey = useIdempotencyKey();
  const [documents, setDocuments] = useState<string[]>([]);
  const { register, handleSubmit, setError, clearErrors, watch, formState: { errors } } = useForm<FormFields>({
    resolver: zodResolver(incomeSchema) as never,
    defaultValues: { monthlyIncome: '', incomeSources: [], employerName: '', documentFileIds: '' },
  });
  const [submit, submitting] = usePromiseMutation<mutationsSubmitIncomeMutation>(submitIncomeMutation);
  const hasJob = watch('incomeSources').includes('EMPLOYMENT');

  // The documents are not a form field: check them with the others, so every problem shows at once.
  const needDocuments = () => documents.length === 0 && setError('documentFileIds', { message: 'Add at least one document that shows your income.' });

  const onSubmit = async (values: IncomeFormValues) => {
    if (documents.length === 0) return needDocuments();
    try {
      const { submitFinancialQualifications: payload } = await submit({ input: {
        lifecycleId: lifecycleId ?? null, guarantorConnectionId: guarantorConnectionId ?? null, idempotencyKey,
        monthlyIncomeCents: parseDollars(values.monthlyIncome)!, incomeSources: values.incomeSources,
        employerName: values.employerName || null, documentFileIds: documents,
      } });
      if (payload.submission) return onCompleted(payload.viewer.nextOnboardingStep);
      const errors = payload.userErrors.map((e) => ({ ...e, field: e.field?.startsWith('documentFileIds') ? 'documentFileIds' : e.field }));
      showUserErrors(errors, setError, ['monthlyIncome', 'incomeSources', 'employerName', 'documentFileIds']);
    } catch (error) {
      showMutationFailure(error, setError, ['monthlyIncome', 'incomeSources', 'employerName', 'documentFileIds']);
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit, needDocuments)}>
      <TextField label="Monthly income before tax ($)" inputMode="decimal" autoComplete="off" hint="All sources together, per month."
        error={errors.monthlyIncome?.message} {...register('monthlyIncome')} />
      <fieldset className={styles.question} aria-invalid={errors.incomeSources ? true : undefined}
        aria-describedby={errors.incomeSources ? 'income-sources-error' : undefined}>
        <legend>Where does your income come from?</legend>
        {INCOME_SOURCES.map((s) => (
          <label key={s.value} className={styles.choice}>
            <input type="checkbox" value={s.value.toUpperCase()} {...register('incomeSources')} />
            {s.label}
          </label>
        ))}
        {errors.incomeSources && <p id="income-sources-error" className="field-error">{errors.incomeSources.message}</p>}
      </fieldset>
      {hasJob && <TextField label="Employer" autoComplete="organization" error={errors.employerName?.message} {...register('employerName')} />}
      <FileUpload label="Documents that show your income" purpose="INCOME_DOCUMENT" maxFiles={MAX_DOCUMENTS}
        hint="Recent pay stubs, an offer letter or bank statements: PDF, JPEG, PNG, HEIC or ENC, up to 10 MB each."
        error={errors.documentFileIds?.message}
        onUploaded={(f) => { setDocuments((d) => [...d, f.fileId]); clearErrors('documentFileIds'); }}
        onRemoved={(f) => setDocuments((d) => d.filter((id) => id !== f.fileId))} />
      {errors.root?.server && <p role="alert" className="alert alert-error">{errors.root.server.message}</p>}
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={submitting}>{submitting ? 'Sending…' : 'Submit income'}</button>
      </div>
    </form>
  );
}
