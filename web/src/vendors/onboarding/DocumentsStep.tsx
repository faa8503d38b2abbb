import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphql } from 'react-relay';
import { Link } from 'react-router';
import { z } from 'zod';
import type { DocumentsStepAddMutation, ServiceProviderDocumentKind } from '../../__generated__/DocumentsStepAddMutation.graphql';
import { FileUpload } from '../../shared/components/FileUpload';
import { TextField } from '../../shared/components/TextField';
import { formatDate } from '../../shared/format';
import { showUserErrors } from '../../shared/userErrors';
import { OFFLINE, usePromiseMutation } from './usePromiseMutation';
import type { Company } from './VendorOnboard';
import styles from './VendorOnboard.module.css';

const mutation = graphql`
  mutation DocumentsStepAddMutation($input: AddServiceProviderDocumentInput!) {
    addServiceProviderDocument(input: $input) {
      provider { ...VendorOnboard_provider }
      userErrors { field message }
    }
  }
`;

// Whether the date is after today is the api's to judge (its "today"), and its
// message lands next to the field.
const insuranceSchema = z.object({
  fileId: z.string().min(1, 'Upload your certificate first.'),
  expiresOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Give the date your insurance expires.'),
});
const w9Schema = z.object({ fileId: z.string().min(1, 'Upload your W-9 first.'), expiresOn: z.string() });
type Values = z.infer<typeof insuranceSchema>;

/**
 * Step 3: the insurance certificate (with the day it lapses) and the W-9, each
 * uploaded and then attached. /vendor/settings shows the same forms (`settings`:
 * no Continue) to replace a document.
 */
export function DocumentsStep({ company, settings = false }: { company: Company; settings?: boolean }) {
  const current = (kind: ServiceProviderDocumentKind) => company.documents.find((d) => d.kind === kind) ?? null;
  const done = !company.onboardingStepsMissing.some((s) => s === 'INSURANCE_CERTIFICATE' || s === 'W9');
  return (
    <>
      <h2 id={settings ? 'documents-heading' : 'step-heading'}>Documents</h2>
      <p className="muted">We keep your current insurance certificate and W-9 on file; a new upload replaces the old one.</p>
      <DocumentForm providerId={company.id} kind="INSURANCE_CERTIFICATE" title="Insurance certificate" noun="insurance certificate" current={current('INSURANCE_CERTIFICATE')} />
      <DocumentForm providerId={company.id} kind="W9" title="W-9" noun="W-9" current={current('W9')} />
      {done && !settings && <div className={styles.actions}><Link className="btn btn-primary" to="?step=payout">Continue</Link></div>}
    </>
  );
}

interface CurrentDocument {
  fileName: string;
  downloadUrl: string;
  expiresOn: string | null | undefined;
  expired: boolean;
}

function DocumentForm({ providerId, kind, title, noun, current }: {
  providerId: string; kind: ServiceProviderDocumentKind; title: string;
  /** The document in a sentence ("your insurance certificate", "your W-9"). */
  noun: string;
  current: CurrentDocument | null;
}) {
  const insurance = kind === 'INSURANCE_CERTIFICATE';
  const [add, saving] = usePromiseMutation<DocumentsStepAddMutation>(mutation);
  const [uploadKey, setUploadKey] = useState(0);
  const [saved, setSaved] = useState(false);
  const { register, handleSubmit, setError, setValue, reset, formState: { errors } } = useForm<Values>({
    resolver: zodResolver(insurance ? insuranceSchema : w9Schema),
    defaultValues: { fileId: '', expiresOn: '' },
  });
  register('fileId');

  const onSubmit = async (v: Values) => {
    setSaved(false);
    try {
      const { addServiceProviderDocument: r } = await add({
        input: { providerId, kind, fileId: v.fileId, expiresOn: insurance ? v.expiresOn : null },
      });
      if (r.userErrors.length > 0) return showUserErrors(r.userErrors, setError, ['fileId', 'expiresOn'], { kind: 'fileId' });
      reset();
      setUploadKey((k) => k + 1);
      setSaved(true);
    } catch {
      setError('root.server', { message: OFFLINE });
    }
  };

  return (
    <form noValidate className={styles.document} onSubmit={handleSubmit(onSubmit)} aria-label={title}>
      <h3>{title}</h3>
      {current ? (
        <p className={styles['current-doc']}>
          On file: <a href={current.downloadUrl} target="_blank" rel="noreferrer">{current.fileName}</a>
          {current.expiresOn && <> · expires {formatDate(current.expiresOn)}</>}
          {current.expired && <span className={styles.expired}> · expired: upload a current one</span>}
        </p>
      ) : (
        <p className="muted">Nothing on file yet.</p>
      )}
      {saved && <p className="alert alert-success" role="status">{title} saved.</p>}
      <FileUpload key={uploadKey} label={current ? `Replace your ${noun}` : `Upload your ${noun}`}
        purpose="SERVICE_PROVIDER_DOCUMENT" error={errors.fileId?.message}
        onUploaded={(file) => setValue('fileId', file.fileId, { shouldValidate: true })}
        onRemoved={() => setValue('fileId', '')} disabled={saving} />
      {insurance && (
        <TextField label="Expires on" type="date" hint="The day the policy lapses." error={errors.expiresOn?.message} {...register('expiresOn')} />
      )}
      {errors.root?.server && <p className="alert alert-error" role="alert">{errors.root.server.message}</p>}
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={saving}>Save {noun}</button>
      </div>
    </form>
  );
}
