import { useState } from 'react';
import { Icon } from './Icon';
import styles from './ListingPhoto.module.css';

/** A listing photo that degrades to a calm placeholder when missing or broken. */
export function ListingPhoto({ photo, eager = false }: { photo: { url: string; alt: string } | null | undefined; eager?: boolean }) {
  const [failed, setFailed] = useState(false);
  if (!photo || failed) {
    return (
      <div className={styles.placeholder} role="img" aria-label={photo?.alt || 'No photo yet'}>
        <Icon name="home" size={40} />
      </div>
    );
  }
  return (
    <img
      className={styles.photo}
      src={photo.url}
      alt={photo.alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
