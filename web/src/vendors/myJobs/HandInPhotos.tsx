import { useEffect, useRef, useState } from 'react';
import { FileUpload, type UploadedFile } from '../../shared/components/FileUpload';
import styles from '../jobs/Jobs.module.css';

/** The api takes at most this many photos with one hand-in. */
export const MAX_PHOTOS = 20;

export interface PhotoPick { fileId: string; name: string; previewUrl: string | null }

/**
 * The photos picked for a hand-in: uploaded already (signed upload), previewed from
 * the picked file (no download), removable. Object URLs are released on remove and
 * when the form closes.
 */
export function usePhotoPicks() {
  const [list, setList] = useState<PhotoPick[]>([]);
  const urls = useRef(new Set<string>());
  useEffect(() => () => urls.current.forEach((u) => URL.revokeObjectURL(u)), []);
  const add = (f: UploadedFile) => {
    const previewUrl = f.file ? URL.createObjectURL(f.file) : null;
    if (previewUrl) urls.current.add(previewUrl);
    setList((l) => [...l, { fileId: f.fileId, name: f.name, previewUrl }]);
  };
  const removePick = (pick: PhotoPick) => {
    if (pick.previewUrl) { URL.revokeObjectURL(pick.previewUrl); urls.current.delete(pick.previewUrl); }
    setList((l) => l.filter((p) => p.fileId !== pick.fileId));
  };
  /** "roof.png: This photo was handed in before…" for an error naming photoFileIds.N. */
  const describe = (field: string | null | undefined, message: string) => {
    const index = Number(/\.(\d+)$/.exec(field ?? '')?.[1] ?? NaN);
    const name = Number.isInteger(index) ? list[index]?.name : undefined;
    return name ? `${name}: ${message}` : message;
  };
  return { list, add, remove: removePick, describe };
}

/** The photo field of the hand-in form: the app's FileUpload, then previews with Remove; the error sits under it. */
export function HandInPhotos({ picks, label, required, error, disabled, onChange }: {
  picks: ReturnType<typeof usePhotoPicks>; label: string; required: boolean; error?: string; disabled?: boolean; onChange(): void;
}) {
  const full = picks.list.length >= MAX_PHOTOS;
  return (
    <div className="field" data-required={required || undefined}>
      <FileUpload label={label} purpose="SERVICE_ACTIVITY_PHOTO" maxFiles={MAX_PHOTOS} listUploaded={false} error={error}
        disabled={disabled || full}
        hint={full ? `That is ${MAX_PHOTOS} photos: remove one to add another.` : 'JPEG, PNG or HEIC, up to 10 MB each. Show the finished work.'}
        onUploaded={(f) => { picks.add(f); onChange(); }} />
      {picks.list.length > 0 && (
        <ul className={styles.previews} aria-label="Photos to hand in">
          {picks.list.map((p, i) => (
            <li key={p.fileId} className={styles.preview}>
              {p.previewUrl
                ? <img src={p.previewUrl} alt={`Photo ${i + 1}: ${p.name}`} width={88} height={88} />
                : <span className={styles.previewName}>{p.name}</span>}
              <button type="button" className="btn btn-quiet" onClick={() => { picks.remove(p); onChange(); }} aria-label={`Remove ${p.name}`}>Remove</button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
