import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { ManagedListingRow_building$key } from '../../__generated__/ManagedListingRow_building.graphql';
import { ListingPhoto } from '../../shared/components/ListingPhoto';
import { StatusBadge } from './StatusBadge';
import { ConfigurationErrorList } from './ConfigurationErrorList';
import styles from './ManagerListings.module.css';

/** One home in the manager's list: photo, status, what to fix before listing, Edit and Preview. */
export function ManagedListingRow({ building }: { building: ManagedListingRow_building$key }) {
  const home = useFragment(graphql`
    fragment ManagedListingRow_building on Building {
      databaseId
      title
      address { street city state }
      photos { url alt }
      numBedrooms
      management {
        status
        configurationErrors { code message }
      }
    }
  `, building);
  const errors = home.management?.configurationErrors ?? [];
  return (
    <article className={styles.row} aria-labelledby={`home-${home.databaseId}`}>
      <div className={styles.photo}><ListingPhoto photo={home.photos[0] ?? null} /></div>
      <div className={styles.body}>
        <h2 id={`home-${home.databaseId}`} className={styles.title}>{home.title}</h2>
        <p className="muted">{home.address.street}, {home.address.city}, {home.address.state} · {home.numBedrooms} bedroom{home.numBedrooms === 1 ? '' : 's'}</p>
        {home.management && <StatusBadge status={home.management.status} />}
        {errors.length > 0 && (
          <div className={styles.errors}>
            <p className={styles.errorsTitle}>Before you can list it:</p>
            <ConfigurationErrorList errors={errors} />
          </div>
        )}
        <div className={styles.actions}>
          <Link className="btn" to={`/manager/listings/${home.databaseId}`} aria-label={`Edit ${home.title}`}>Edit</Link>
          <Link className="btn btn-quiet" to={`/listings/id/${home.databaseId}`} aria-label={`Preview ${home.title}`}>Preview</Link>
          <Link className="btn btn-quiet" to={`/manager/service/book?home=${home.databaseId}`} aria-label={`Book a service for ${home.title}`}>Book a service</Link>
        </div>
      </div>
    </article>
  );
}
