import styles from './Services.module.css';

export interface JobPhoto {
  readonly fileId: string;
  readonly url: string;
  readonly fileName: string;
  readonly handIn: string;
}

/**
 * The photos a vendor handed in with the work (proof of work), as thumbnails that
 * open the full photo. The urls are signed read addresses: only the holder, the
 * home's managers and staff are ever given them.
 */
export function JobPhotos({ photos, label = 'Photos of the work' }: { photos: ReadonlyArray<JobPhoto>; label?: string }) {
  if (photos.length === 0) return null;
  return (
    <ul className={styles.photos} aria-label={label}>
      {photos.map((photo, i) => (
        <li key={photo.fileId}>
          <a href={photo.url} target="_blank" rel="noreferrer">
            <img src={photo.url} alt={`Photo ${i + 1} of ${photos.length}${photo.handIn === 'SUBMIT_INCOMPLETE' ? ' (handed in as incomplete)' : ''}: ${photo.fileName}`}
              width={96} height={96} loading="lazy" />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** "On the way since 10:42 AM · about 20 minutes" in the home's zone. */
export function onMyWayWords(at: string, etaMinutes: number | null | undefined, timeZone: string): string {
  const time = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(new Date(at));
  return `On the way since ${time}${etaMinutes ? ` · about ${etaMinutes} minutes` : ''}`;
}
