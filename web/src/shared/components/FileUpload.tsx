import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { acceptAttribute, describeFileTypes, FILE_TYPES_BY_PURPOSE, formatBytes, type UploadPurpose as V20Purpose } from '../../../../common/uploads';
import type { UploadPurpose as GraphQLUploadPurpose } from '../../__generated__/useCreateUploadMutation.graphql';
import styles from './FileUpload.module.css';
import { checkFile } from './fileUpload/checkFile';
import { putFile, UploadFailed } from './fileUpload/putFile';
import { useCreateUploadMutation } from './fileUpload/useCreateUploadMutation';

/** The GraphQL UploadPurpose values (IDENTITY_DOCUMENT, ANIMAL_PHOTO, ...). */
export type UploadPurpose = Exclude<GraphQLUploadPurpose, '%future added value'>;

export interface UploadedFile {
  fileId: string;
  name: string;
  size: number;
  /** The picked file itself, so a form may preview it (URL.createObjectURL) without downloading it again. */
  file?: File;
}

interface Props {
  /** Names the file input: `getByLabel` finds it by this. */
  label: string;
  purpose: UploadPurpose;
  hint?: string;
  /** A message from the form that uses the file (e.g. a userError about it). */
  error?: string;
  /** How many files may be attached (default 1). */
  maxFiles?: number;
  onUploaded(file: UploadedFile): void;
  onRemoved?(file: UploadedFile): void;
  /**
   * Whether the field lists the files it uploaded, with Remove (default true). False
   * when the form shows the files itself as soon as they are attached (a home's photos).
   */
  listUploaded?: boolean;
  /** Takes no file for now (e.g. while the form saves, or when it holds all it may). */
  disabled?: boolean;
}

const v20Purpose = (purpose: UploadPurpose) => purpose.toLowerCase() as V20Purpose;

/**
 * Picks a file, checks it before sending (type and size, next to the field),
 * reserves a signed address and uploads straight to it with a progress bar.
 * Uploaded files are listed with a Remove button.
 */
export function FileUpload({ label, purpose, hint, error, maxFiles = 1, onUploaded, onRemoved, listUploaded = true, disabled = false }: Props) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const abort = useRef<AbortController | null>(null);
  const createUpload = useCreateUploadMutation();
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const upload = async (file: File) => {
    const check = checkFile(file, v20Purpose(purpose));
    if (!check.ok) return setProblem(check.message);
    setProblem(null);
    setProgress({ name: file.name, percent: 0 });
    abort.current = new AbortController();
    try {
      const result = await createUpload({ fileName: file.name, contentType: check.contentType, purpose, sizeBytes: file.size });
      if (!result.upload) return setProblem(result.userErrors[0]?.message ?? 'This file cannot be uploaded.');
      await putFile(result.upload, file, (percent) => setProgress({ name: file.name, percent }), abort.current.signal);
      const uploaded = { fileId: result.upload.fileId, name: file.name, size: file.size, file };
      if (listUploaded) setFiles((list) => [...list, uploaded]);
      onUploaded(uploaded);
    } catch (err) {
      setProblem(err instanceof UploadFailed ? err.message : 'The upload failed. Check your connection and try again.');
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) void upload(file);
  };

  const remove = (file: UploadedFile) => {
    setFiles((list) => list.filter((f) => f.fileId !== file.fileId));
    onRemoved?.(file);
    input.current?.focus();
  };

  const message = problem ?? error;
  const hintText = hint ?? `${describeFileTypes(FILE_TYPES_BY_PURPOSE[v20Purpose(purpose)])}, up to 10 MB.`;
  const full = files.length >= maxFiles;
  return (
    <div className={`field ${styles.upload}`}>
      <label htmlFor={inputId} className="field-label">{label}</label>
      <p id={`${inputId}-hint`} className="field-hint">{hintText}</p>
      {files.length > 0 && (
        <ul className={styles.files} aria-label={`${label}: uploaded`}>
          {files.map((file) => (
            <li key={file.fileId} className={styles.file}>
              <span className={styles.name}>{file.name}</span>
              <span className="muted">{formatBytes(file.size)}</span>
              <button type="button" className="btn btn-quiet" onClick={() => remove(file)} aria-label={`Remove ${file.name}`}>
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      {progress && (
        <div className={styles.progress}>
          <span>Uploading {progress.name}…</span>
          <div role="progressbar" aria-label={`Uploading ${progress.name}`} aria-valuemin={0} aria-valuemax={100}
            aria-valuenow={progress.percent} className={styles.bar}>
            <div className={styles.fill} style={{ width: `${progress.percent}%` }} />
          </div>
        </div>
      )}
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={acceptAttribute(v20Purpose(purpose))}
        className={full ? 'visually-hidden' : styles.input}
        disabled={full || disabled || progress !== null}
        aria-invalid={message ? true : undefined}
        aria-describedby={[message ? `${inputId}-error` : null, `${inputId}-hint`].filter(Boolean).join(' ')}
        onChange={onChange}
      />
      {message && <p id={`${inputId}-error`} className="field-error" role="alert">{message}</p>}
    </div>
  );
}
