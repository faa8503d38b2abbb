import { useState, type FormEvent } from 'react';
import { IDENTITY_DOCUMENT_TYPES, identityDocumentType, type IdentityDocumentType } from '../../../../../common/screening';
import type { mutationsCheckIdentityMutation } from '../../../__generated__/mutationsCheckIdentityMutation.graphql';
import type { IdentityDocumentType as GraphQLDocumentType, mutationsSubmitIdVerificationMutation } from '../../../__generated__/mutationsSubmitIdVerificationMutation.graphql';
import { FileUpload } from '../../../shared/components/FileUpload';
import { checkIdentityMutation, submitIdVerificationMutation } from '../mutations';
import styles from '../Screening.module.css';
import { NETWORK_PROBLEM, usePromiseMutation } from '../usePromiseMutation';
import type { StepProps } from './stepProps';

type Errors = Partial<Record<'documentType' | 'frontFileId' | 'backFileId' | 'form', string>>;

/** When the questions could not verify the person: photos of an ID document (spec §3 types), then its review. */
export function IdentityDocumentStep({ guarantorConnectionId, advance }: StepProps) {
  const [documentType, setDocumentType] = useState<IdentityDocumentType | ''>('');
  const [front, setFront] = useState<string | null>(null);
  const [back, setBack] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [submitId, sending] = usePromiseMutation<mutationsSubmitIdVerificationMutation>(submitIdVerificationMutation);
  const [check, checking] = usePromiseMutation<mutationsCheckIdentityMutation>(checkIdentityMutation);
  const backRule = documentType ? identityDocumentType(documentType).back : 'optional';

  const clientErrors = (): Errors => ({
    ...(!documentType ? { documentType: 'Choose the kind of document.' } : {}),
    ...(!front ? { frontFileId: 'Upload a photo of the front.' } : {}),
    ...(backRule === 'required' && !back ? { backFileId: 'Upload a photo of the back.' } : {}),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = clientErrors();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const { submitIdVerification: sent } = await submitId({ input: {
        documentType: documentType.toUpperCase() as GraphQLDocumentType, frontFileId: front!, backFileId: backRule === 'none' ? null : back,
      } });
      if (!sent.idVerification) {
        return setErrors(Object.fromEntries(sent.userErrors.map((e) => [e.field ?? 'form', e.message])));
      }
      // The document is in: ask at once whether it verified the person.
      const { checkIdentityVerificationStatus: checked } = await check({ input: { guarantorConnectionId } });
      if (checked.screening) advance(checked.screening);
    } catch {
      setErrors({ form: NETWORK_PROBLEM });
    }
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <h2 id="screening-step-heading">Upload a photo of your ID</h2>
      <p className="muted">We could not confirm your identity from records alone. A clear photo of a government ID lets us confirm it instead.</p>
      <div className="field">
        <label htmlFor="id-document-type" className="field-label">Document type</label>
        <select id="id-document-type" className={`input ${styles.select}`} value={documentType}
          aria-invalid={errors.documentType ? true : undefined} aria-describedby={errors.documentType ? 'id-document-type-error' : undefined}
          onChange={(e) => setDocumentType(e.target.value as IdentityDocumentType)}>
          <option value="">Choose…</option>
          {IDENTITY_DOCUMENT_TYPES.map((t) => <option key={t.value} value={t.value}>{t.label}</option>)}
        </select>
        {errors.documentType && <p id="id-document-type-error" className="field-error">{errors.documentType}</p>}
      </div>
      <FileUpload label="Photo of the front" purpose="IDENTITY_DOCUMENT" error={errors.frontFileId}
        onUploaded={(f) => setFront(f.fileId)} onRemoved={() => setFront(null)} />
      {backRule !== 'none' && (
        <FileUpload label={backRule === 'required' ? 'Photo of the back' : 'Photo of the back (optional)'} purpose="IDENTITY_DOCUMENT"
          error={errors.backFileId} onUploaded={(f) => setBack(f.fileId)} onRemoved={() => setBack(null)} />
      )}
      {errors.form && <p role="alert" className="alert alert-error">{errors.form}</p>}
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={sending || checking}>{sending || checking ? 'Sending…' : 'Send document'}</button>
      </div>
    </form>
  );
}
