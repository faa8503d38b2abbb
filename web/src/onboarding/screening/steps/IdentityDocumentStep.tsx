import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { IDENTITY_DOCUMENT_TYPES, identityDocumentType, type IdentityDocumentType } from '../../../../../common/screening';
import type { mutationsCheckIdentityMutation } from '../../../__generated__/mutationsCheckIdentityMutation.graphql';
import type { IdentityDocumentType as GraphQLDocumentType, mutationsSubmitIdVerificationMutation } from '../../../__generated__/mutationsSubmitIdVerificationMutation.graphql';
import { FileUpload } from '../../../shared/components/FileUpload';
import { showUserErrors } from '../../../shared/userErrors';
import { checkIdentityMutation, submitIdVerificationMutation } from '../mutations';
import styles from '../Screening.module.css';
import { showMutationFailure, usePromiseMutation } from '../usePromiseMutation';
import type { StepProps } from './stepProps';

const FIELDS = ['documentType', 'frontFileId', 'backFileId'] as const;

const backRuleOf = (documentType: string) => (documentType ? identityDocumentType(documentType as IdentityDocumentType).back : 'optional');

const documentSchema = z.object({
  documentType: z.string(),
  frontFileId: z.string().nullable(),
  backFileId: z.string().nullable(),
}).superRefine(({ documentType, frontFileId, backFileId }, ctx) => {
  if (!documentType) ctx.addIssue({ code: 'custom', path: ['documentType'], message: 'Choose the kind of document.' });
  if (!frontFileId) ctx.addIssue({ code: 'custom', path: ['frontFileId'], message: 'Upload a photo of the front.' });
  if (backRuleOf(documentType) === 'required' && !backFileId) ctx.addIssue({ code: 'custom', path: ['backFileId'], message: 'Upload a photo of the back.' });
});
type DocumentForm = z.infer<typeof documentSchema>;

/** When the questions could not verify the person: photos of an ID document (spec §3 types), then its review. */
export function IdentityDocumentStep({ guarantorConnectionId, advance }: StepProps) {
  const { register, handleSubmit, setError, setValue, watch, formState: { errors, isSubmitted } } = useForm<DocumentForm>({
    resolver: zodResolver(documentSchema),
    defaultValues: { documentType: '', frontFileId: null, backFileId: null },
  });
  const [submitId, sending] = usePromiseMutation<mutationsSubmitIdVerificationMutation>(submitIdVerificationMutation);
  const [check, checking] = usePromiseMutation<mutationsCheckIdentityMutation>(checkIdentityMutation);
  const backRule = backRuleOf(watch('documentType'));
  // The photos are not inputs of this form: FileUpload hands over the uploaded file's id.
  const setFile = (field: 'frontFileId' | 'backFileId', fileId: string | null) => setValue(field, fileId, { shouldValidate: isSubmitted });

  const onSubmit = async ({ documentType, frontFileId, backFileId }: DocumentForm) => {
    try {
      const { submitIdVerification: sent } = await submitId({ input: {
        documentType: documentType.toUpperCase() as GraphQLDocumentType, frontFileId: frontFileId!, backFileId: backRule === 'none' ? null : backFileId,
      } });
      if (!sent.idVerification) return showUserErrors(sent.userErrors, setError, FIELDS);
      // The document is in: ask at once whether it verified the person.
      const { checkIdentityVerificationStatus: checked } = await check({ input: { guarantorConnectionId } });
      if (checked.screening) advance(checked.screening);
    } catch (error) {
      showMutationFailure(error, setError, FIELDS);
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <h2 id="screening-step-heading">Upload a photo of your ID</h2>
      <p className="muted">We could not confirm your identity from records alone. A clear photo of a government ID lets us confirm it instead.</p>
      <div className="field">
        <label htmlFor="id-document-type" className="field-label">Document type</label>
        <select id="id-document-type" className={`input ${styles.select}`}
          aria-invalid={errors.documentType ? true : undefined} aria-describedby={errors.documentType ? 'id-document-type-error' : undefined}
          {...register('documentType')}>
          <option value="">Choose…</option>
          {IDENTITY_DOCUMENT_TYPES.map((t) => <option key={t.value} value={t.value}>{t.label}</option>)}
        </select>
        {errors.documentType && <p id="id-document-type-error" className="field-error">{errors.documentType.message}</p>}
      </div>
      <FileUpload label="Photo of the front" purpose="IDENTITY_DOCUMENT" error={errors.frontFileId?.message}
        onUploaded={(f) => setFile('frontFileId', f.fileId)} onRemoved={() => setFile('frontFileId', null)} />
      {backRule !== 'none' && (
        <FileUpload label={backRule === 'required' ? 'Photo of the back' : 'Photo of the back (optional)'} purpose="IDENTITY_DOCUMENT"
          error={errors.backFileId?.message} onUploaded={(f) => setFile('backFileId', f.fileId)} onRemoved={() => setFile('backFileId', null)} />
      )}
      {errors.root?.server && <p role="alert" className="alert alert-error">{errors.root.server.message}</p>}
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={sending || checking}>{sending || checking ? 'Sending…' : 'Send document'}</button>
      </div>
    </form>
  );
}
