import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { PhotosSection_building$key } from '../../__generated__/PhotosSection_building.graphql';
import { ListingPhoto } from '../../components/ListingPhoto';
import { reportTo } from './callbacks';
import styles from './ListingEditor.module.css';
import { useUpdateBuildingMutation } from './useUpdateBuildingMutation';

const MAX_PHOTOS = 6;

/**
 * The home's photos. Uploading your own photos needs a `building_photo` upload
 * purpose that the api does not have yet; until then a home shows illustrations
 * drawn for it (the same kind the demo homes use), which the manager adds or removes.
 */
export function PhotosSection({ building }: { building: PhotosSection_building$key }) {
  const home = useFragment(graphql`
    fragment PhotosSection_building on Building {
      id
      databaseId
      photos { url alt }
    }
  `, building);
  const [update, busy] = useUpdateBuildingMutation();
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const count = home.photos.length;
  const setCount = (n: number) => update(
    { buildingId: home.id, photoUrls: Array.from({ length: n }, (_, i) => `/v20/files/photos/building-${home.databaseId}-${i + 1}.svg`) },
    reportTo(setMessage, n > count ? 'Photo added.' : 'Photo removed.'),
  );
  return (
    <section className={styles.section} aria-labelledby="photos-heading">
      <h2 id="photos-heading">Photos</h2>
      <p className="muted">Illustrated photos drawn for this home. Uploading your own photos is coming soon.</p>
      {count > 0 && <ul className={styles.photos}>{home.photos.map((p) => <li key={p.url}><ListingPhoto photo={p} /></li>)}</ul>}
      {message && <p role={message.error ? 'alert' : 'status'} className={message.error ? 'alert alert-error' : 'muted'}>{message.text}</p>}
      <div className={styles.actions}>
        <button type="button" className="btn" disabled={busy || count >= MAX_PHOTOS} onClick={() => setCount(count + 1)}>Add a photo</button>
        {count > 0 && <button type="button" className="btn btn-quiet" disabled={busy} onClick={() => setCount(count - 1)}>Remove the last photo</button>}
      </div>
    </section>
  );
}
