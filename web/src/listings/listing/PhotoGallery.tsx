import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { PhotoGallery_building$key } from '../../__generated__/PhotoGallery_building.graphql';
import { ListingPhoto } from '../../shared/components/ListingPhoto';
import styles from './PhotoGallery.module.css';

/** One large photo and a row of thumbnails that choose it (buttons, so keyboards work too). */
export function PhotoGallery({ building }: { building: PhotoGallery_building$key }) {
  const { photos } = useFragment(
    graphql`
      fragment PhotoGallery_building on Building {
        photos {
          url
          alt
        }
      }
    `,
    building,
  );
  const [index, setIndex] = useState(0);
  const current = photos[index] ?? photos[0];

  return (
    <section className={styles.gallery} aria-label="Photos">
      <figure className={styles.main}>
        <ListingPhoto photo={current} eager />
        {photos.length > 1 && (
          <figcaption className={styles.counter} aria-live="polite">
            Photo {index + 1} of {photos.length}
          </figcaption>
        )}
      </figure>
      {photos.length > 1 && (
        <ul className={styles.thumbs}>
          {photos.map((photo, i) => (
            <li key={photo.url}>
              <button type="button" className={styles.thumb} aria-current={i === index} aria-label={`Show photo ${i + 1}: ${photo.alt}`} onClick={() => setIndex(i)}>
                <ListingPhoto photo={photo} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
