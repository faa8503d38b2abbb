import { useState, type FormEvent } from 'react';
import { FileUpload, type UploadedFile } from '../../shared/components/FileUpload';
import { TextField } from '../../shared/components/TextField';
import styles from './RentersInsurance.module.css';
import { useSubmitRentersInsuranceProofMutation } from './useSubmitRentersInsuranceProofMutation';

type Field = 'carrier' | 'policyNumber' | 'startsOn' | 'endsOn' | 'fileId';

/** The tenant's own policy: insurer, number, dates and the declarations page. */
export function ProofForm({ lifecycleId, onSaved }: { lifecycleId: string; onSaved(): void }) {
  const [submit, saving] = useSubmitRentersInsuranceProofMutation();
  const [values, setValues] = useState({ carrier: '', policyNumber: '', startsOn: '', endsOn: '' });
  const [file, setFile] = useState<UploadedFile | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field | 'form', string>>>({});
  const set = (field: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const missing: typeof errors = {};
    if (!values.carrier.trim()) missing.carrier = 'Enter the insurer.';
    if (!values.policyNumber.trim()) missing.policyNumber = 'Enter the policy number.';
    if (!values.startsOn) missing.startsOn = 'Choose the first day of cover.';
    if (!values.endsOn) missing.endsOn = 'Choose the last day of cover.';
    if (!file) missing.fileId = 'Upload the declarations page or certificate of your policy.';
    setErrors(missing);
    if (Object.keys(missing).length > 0 || !file) return;
    submit({ lifecycleId, ...values, fileId: file.fileId }, {
      onDone: onSaved,
      onUserErrors: (list) => setErrors(Object.fromEntries(list.map((e) => [
        ['carrier', 'policyNumber', 'startsOn', 'endsOn', 'fileId'].includes(e.field ?? '') ? e.field! : 'form', e.message]))),
      onFailure: () => setErrors({ form: 'Something went wrong on our side. Your policy was not saved; try again in a moment.' }),
    });
  };

  return (
    <form className={`card ${styles.proofForm}`} onSubmit={onSubmit} noValidate aria-label="Proof of your own policy">
      <h4>Your own policy</h4>
      <div className={styles.twoColumns}>
        <TextField label="Insurer" value={values.carrier} onChange={set('carrier')} error={errors.carrier} maxLength={200} />
        <TextField label="Policy number" value={values.policyNumber} onChange={set('policyNumber')} error={errors.policyNumber} maxLength={100} />
        <TextField label="Cover starts" type="date" value={values.startsOn} onChange={set('startsOn')} error={errors.startsOn} />
        <TextField label="Cover ends" type="date" value={values.endsOn} onChange={set('endsOn')} error={errors.endsOn} />
      </div>
      <FileUpload label="Declarations page or certificate" purpose="RENTERS_INSURANCE_DOCUMENT" error={errors.fileId}
        hint="A PDF or a photo of the page that shows the insurer, your name, the policy number and the dates."
        onUploaded={setFile} onRemoved={() => setFile(null)} />
      {errors.form && <p role="alert" className="alert alert-error">{errors.form}</p>}
      <button type="submit" className="btn btn-primary" disabled={saving}>{saving ? 'Saving…' : 'Save my policy'}</button>
    </form>
  );
}
