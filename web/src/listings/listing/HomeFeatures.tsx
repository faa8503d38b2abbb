import { graphql, useFragment } from 'react-relay';
import { HOME_AMENITIES, PARKING_TYPES, STORAGE_TYPES, UTILITIES } from '../../../../common/enums';
import type { HomeFeatures_building$key } from '../../__generated__/HomeFeatures_building.graphql';
import { enumLabel } from '../../shared/format';
import styles from './ListingDetail.module.css';
import { PARKING_ACCESS_LABELS } from './labels';

/** Amenities, what the rent includes, pets, storage and parking. */
export function HomeFeatures({ building }: { building: HomeFeatures_building$key }) {
  const home = useFragment(
    graphql`
      fragment HomeFeatures_building on Building {
        homeAmenities
        utilitiesIncluded
        storageTypes
        petOptions
        parkingSpots {
          id
          parkingType
          parkingAccess
          monthlyFee { cents formatted }
        }
      }
    `,
    building,
  );
  const groups: Array<[string, string[]]> = [
    ['Amenities', home.homeAmenities.map((a) => enumLabel(a, HOME_AMENITIES))],
    ['Utilities included', home.utilitiesIncluded.map((u) => enumLabel(u, UTILITIES))],
    ['Storage', home.storageTypes.map((s) => enumLabel(s, STORAGE_TYPES))],
    ['Pets welcome', home.petOptions.map((p) => enumLabel(p))],
  ];
  return (
    <>
      {groups.map(([title, items]) => items.length > 0 && (
        <section key={title} className={styles.section}>
          <h2>{title}</h2>
          <ul className={styles.chips}>
            {items.map((item) => <li key={item}>{item}</li>)}
          </ul>
        </section>
      ))}
      <section className={styles.section}>
        <h2>Parking</h2>
        {home.parkingSpots.length === 0 ? (
          <p className="muted">No dedicated parking with this home.</p>
        ) : (
          <ul className={styles.plainList}>
            {home.parkingSpots.map((spot) => (
              <li key={spot.id}>
                <strong>{enumLabel(spot.parkingType, PARKING_TYPES)}</strong>, {PARKING_ACCESS_LABELS[spot.parkingAccess] ?? 'access on request'}
                <span className="muted"> · {spot.monthlyFee && spot.monthlyFee.cents > 0 ? `${spot.monthlyFee.formatted}/mo` : 'included'}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
