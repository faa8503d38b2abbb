import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { PhotosSection_building$key } from '../../__generated__/PhotosSection_building.graphql';
import { FileUpload } from '../../shared/components/FileUpload';
import { ListingPhoto } from '../../shared/components/ListingPhoto';
import { reportTo } from './callbacks';
import styles from './ListingEditor.module.css';
import { useAddBuildingPhotosMutation } from './useAddBuildingPhotosMutation';
import { useRemoveBuildingPhotoMutation } from './useRemoveBuildingPhotoMutation';
import { useUpdateBuildingMutation } from './useUpdateBuildingMutation';

/** The api keeps at most this many photos on a home (uploaded and illustrated together). */
const MAX_PHOTOS = 20;
/** Illustrations drawn for a home: building-<id>-1.svg … building-<id>-6.svg. */
const ILLUSTRATIONS = 6;

/** The root-relative address the api stores (`photo_urls`) of a photo's absolute URL. */
const pathOf = (url: string) => new URL(url, window.location.href).pathname;

/**
 * The home's photos, in the order the listing shows them. The manager uploads their
 * own (purpose BUILDING_PHOTO; each is attached as soon as it arrived and then shown
 * to everyone browsing) and removes any of them. Illustrations drawn for the home
 * (the kind the demo homes use) can still be added, e.g. until real photos exist.
 */
export function PhotosSection({ building }: { building: PhotosSection_building$key }) {
  const home = useFragment(graphql`
    fragment PhotosSection_building on Building {
      id
      databaseId
      photos { url alt fileId }
    }
  `, building);
  const [update, updating] = useUpdateBuildingMutation();
  const [addPhotos, adding] = useAddBuildingPhotosMutation();
  const [removePhoto, removing] = useRemoveBuildingPhotoMutation();
  const busy = updating || adding || removing;
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const count = home.photos.length;
  const paths = home.photos.map((p) => pathOf(p.url));

  const nextIllustration = Array.from({ length: ILLUSTRATIONS }, (_, i) => `/v20/files/photos/building-${home.databaseId}-${i + 1}.svg`)
    .find((path) => !paths.includes(path));
  const addIllustration = () => nextIllustration
    && update({ buildingId: home.id, photoUrls: [...paths, nextIllustration] }, reportTo(setMessage, 'Photo added.'));

  const remove = (index: number) => {
    const photo = home.photos[index]!;
    if (photo.fileId) removePhoto({ buildingId: home.id, fileId: photo.fileId }, reportTo(setMessage, 'Photo removed.'));
    else update({ buildingId: home.id, photoUrls: paths.filter((_, i) => i !== index) }, reportTo(setMessage, 'Photo removed.'));
  };

  return (
    <section className={styles.section} aria-labelledby="photos-heading">
      <h2 id="photos-heading">Photos</h2>
      <p className="muted">
        Upload photos of the home; guests see them on the listing in this order ({MAX_PHOTOS} at most). Anyone browsing
        Hearth can view a photo you add, so leave out people and papers.
      </p>
      {count > 0 && (
        <ul className={styles.photos} aria-label="Photos of the home">
          {home.photos.map((p, i) => (
            <li key={p.url} className={styles.photoItem}>
              <ListingPhoto photo={p} />
              <button type="button" className="btn btn-quiet" disabled={busy} onClick={() => remove(i)}
                aria-label={`Remove photo ${i + 1}`}>
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      {message && <p role={message.error ? 'alert' : 'status'} className={message.error ? 'alert alert-error' : 'muted'}>{message.text}</p>}
      <FileUpload
        label="Upload a photo"
        purpose="BUILDING_PHOTO"
        maxFiles={MAX_PHOTOS}
        listUploaded={false}
        disabled={busy || count >= MAX_PHOTOS}
        hint={count >= MAX_PHOTOS ? `This home has ${MAX_PHOTOS} photos: remove one to add another.` : undefined}
        onUploaded={(file) => addPhotos({ buildingId: home.id, fileIds: [file.fileId] }, reportTo(setMessage, `Added ${file.name}.`))}
      />
      <div className={styles.actions}>
        <button type="button" className="btn btn-quiet" disabled={busy || count >= MAX_PHOTOS || !nextIllustration} onClick={addIllustration}>
          Add an illustration
        </button>
      </div>
    </section>
  );
}
