import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { ListingCard_building$key } from '../__generated__/ListingCard_building.graphql';
import { availabilityLabel, bathroomLabel, plural } from '../shared/format';
import { Icon } from '../shared/components/Icon';
import styles from './ListingCard.module.css';
import { ListingPhoto } from '../shared/components/ListingPhoto';

/** A home in a list: cover photo, price from, place, rooms, earliest move-in. */
export function ListingCard({ building, eagerPhoto = false }: { building: ListingCard_building$key; eagerPhoto?: boolean }) {
  const home = useFragment(
    graphql`
      fragment ListingCard_building on Building {
        databaseId
        title
        address {
          city
          state
        }
        photos {
          url
          alt
        }
        priceRange {
          min {
            formatted
          }
        }
        numBedrooms
        bathroomCount
        earliestAvailableDate
      }
    `,
    building,
  );
  const availability = availabilityLabel(home.earliestAvailableDate);
  return (
    <article className={styles.card}>
      <Link to={`/listings/id/${home.databaseId}`} className={styles.link}>
        <div className={styles.media}>
          <ListingPhoto photo={home.photos[0]} eager={eagerPhoto} />
        </div>
        <div className={styles.body}>
          <h3 className={styles.title}>{home.title}</h3>
          <p className={styles.place}>
            {home.address.city}, {home.address.state}
          </p>
          <p className={styles.price}>
            {home.priceRange ? (
              <>
                from <strong>{home.priceRange.min.formatted}</strong>/mo
              </>
            ) : (
              'Price on request'
            )}
          </p>
          <ul className={styles.facts}>
            <li>
              <Icon name="bed" size={18} />
              {plural(home.numBedrooms, 'bedroom')}
            </li>
            <li>
              <Icon name="bath" size={18} />
              {bathroomLabel(home.bathroomCount)}
            </li>
          </ul>
          <p className={`${styles.availability} ${availability === 'Available now' ? styles.now : ''}`}>
            <Icon name="calendar" size={18} />
            {availability}
          </p>
        </div>
      </Link>
    </article>
  );
}
