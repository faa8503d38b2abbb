import { graphql, useFragment } from 'react-relay';
import type { BathroomList_building$key } from '../../__generated__/BathroomList_building.graphql';
import { bathroomLabel } from '../../shared/format';
import styles from './ListingDetail.module.css';
import { BATHROOM_RELATION_LABELS, BATHROOM_TYPE_LABELS, WASHER_DRYER_LABELS } from './labels';

/** Bathrooms with the spec's counting weights (full and three-quarter 1, halves 0.5). */
export function BathroomList({ building }: { building: BathroomList_building$key }) {
  const { bathrooms, bathroomCount } = useFragment(
    graphql`
      fragment BathroomList_building on Building {
        bathroomCount
        bathrooms {
          id
          bathroomType
          relation
          countingWeight
          washerDryerLocation
          washerDryerCost
        }
      }
    `,
    building,
  );
  const laundry = bathrooms.find((b) => b.washerDryerLocation);
  return (
    <section className={styles.section} aria-labelledby="bathrooms-heading">
      <h2 id="bathrooms-heading">Bathrooms · {bathroomLabel(bathroomCount)}</h2>
      <p className="muted">Full and three-quarter baths count as one; half baths count as half.</p>
      <ul className={styles.plainList}>
        {bathrooms.map((bath) => (
          <li key={bath.id}>
            <strong>{BATHROOM_TYPE_LABELS[bath.bathroomType] ?? 'Bathroom'}</strong>, {BATHROOM_RELATION_LABELS[bath.relation] ?? 'shared'}
            <span className="muted"> · counts as {bath.countingWeight === 1 ? '1' : '½'}</span>
          </li>
        ))}
      </ul>
      {laundry?.washerDryerLocation && (
        <p>
          {WASHER_DRYER_LABELS[laundry.washerDryerLocation]}
          {laundry.washerDryerCost ? ` (${WASHER_DRYER_LABELS[laundry.washerDryerCost]})` : ''}
        </p>
      )}
    </section>
  );
}
