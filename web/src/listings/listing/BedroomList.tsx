import { graphql, useFragment } from 'react-relay';
import { Link, useSearchParams } from 'react-router';
import { BEDROOM_FEATURES } from '../../../../common/enums';
import type { BedroomList_building$key } from '../../__generated__/BedroomList_building.graphql';
import { availabilityLabel, enumLabel } from '../../shared/format';
import { promoCodeParam, withPromoCode } from '../../shared/promoCodeParam';
import styles from './ListingDetail.module.css';

/** Each bedroom with its rent broken down (spec rent components BASE, UTILITIES, PLATFORM_FEE, TOTAL_RENT). */
export function BedroomList({ building }: { building: BedroomList_building$key }) {
  const { databaseId, bedrooms } = useFragment(
    graphql`
      fragment BedroomList_building on Building {
        databaseId
        bedrooms {
          id
          databaseId
          name
          features
          availableFrom
          sizeSqFt
          rent {
            base { formatted }
            utilities { formatted }
            platformFee { formatted }
            totalRent { formatted }
          }
        }
      }
    `,
    building,
  );
  // An invite link's code (/my-hearth#promote-listing) goes on to the apply form.
  const promo = promoCodeParam(useSearchParams()[0]);
  return (
    <section className={styles.section} aria-labelledby="bedrooms-heading">
      <h2 id="bedrooms-heading">Bedrooms</h2>
      <ul className={styles.bedrooms}>
        {bedrooms.map((room) => (
          <li key={room.id} className={styles.bedroom}>
            <div className={styles.bedroomHead}>
              <h3>{room.name}</h3>
              <p className={styles.bedroomPrice}>
                <strong>{room.rent.totalRent.formatted}</strong>/mo
              </p>
            </div>
            <p className={styles.available}>{availabilityLabel(room.availableFrom)}</p>
            {(room.sizeSqFt || room.features.length > 0) && (
              <p className="muted">
                {[room.sizeSqFt ? `${room.sizeSqFt} sq ft` : null, ...room.features.map((f) => enumLabel(f, BEDROOM_FEATURES))].filter(Boolean).join(' · ')}
              </p>
            )}
            <dl className={styles.rent}>
              <dt>Base rent</dt>
              <dd>{room.rent.base.formatted}</dd>
              <dt>Utilities</dt>
              <dd>{room.rent.utilities.formatted}</dd>
              <dt>Platform fee</dt>
              <dd>{room.rent.platformFee.formatted}</dd>
              <dt className={styles.total}>Total</dt>
              <dd className={styles.total}>{room.rent.totalRent.formatted}</dd>
            </dl>
            <Link className="btn" to={`/listings/id/${databaseId}/apply?bedroom=${room.databaseId}${withPromoCode(promo, '&')}`}>
              Apply for this room<span className="visually-hidden">: {room.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
