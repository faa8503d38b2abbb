import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { CompatibilityCard_building$key } from '../../__generated__/CompatibilityCard_building.graphql';
import styles from './CompatibilityCard.module.css';

/** How a score reads in words; the number alone means little to someone new. */
export function scoreWords(score: number): string {
  if (score >= 80) return 'A great fit';
  if (score >= 65) return 'A good fit';
  if (score >= 50) return 'Some things in common';
  return 'Quite different ways of living';
}

const MATCHES_SHOWN = 3;
const DIFFERENCES_SHOWN = 2;

/**
 * Roommate compatibility on a listing, for signed-in tenants (null for everyone
 * else, so nothing renders): the score with the home's current housemates and
 * the main reasons, or an invitation to make a roommate profile.
 */
export function CompatibilityCard({ building }: { building: CompatibilityCard_building$key }) {
  const data = useFragment(
    graphql`
      fragment CompatibilityCard_building on Building {
        databaseId
        compatibility {
          score
          reason
          housemateCount
          explanations { tone text }
        }
      }
    `,
    building,
  );
  const c = data.compatibility;
  if (!c) return null;
  const heading = <h2 id="compatibility-heading" className={styles.heading}>Your fit with the housemates</h2>;
  if (c.reason === 'NO_PROFILE' || c.score == null) {
    if (c.reason === 'NO_HOUSEMATES') return null;
    return (
      <section className={`card ${styles.card}`} aria-labelledby="compatibility-heading">
        {heading}
        <p>See how you would get on with the people who live here: answer a few questions about how you like to live.</p>
        <Link className="btn" to={`/create-profile?return_to=${encodeURIComponent(`/listings/id/${data.databaseId}`)}`}>Create your roommate profile</Link>
      </section>
    );
  }
  const matches = c.explanations.filter((e) => e.tone === 'MATCH').slice(0, MATCHES_SHOWN);
  const differences = c.explanations.filter((e) => e.tone === 'DIFFERENCE').slice(0, DIFFERENCES_SHOWN);
  return (
    <section className={`card ${styles.card}`} aria-labelledby="compatibility-heading">
      {heading}
      <div className={styles.score}>
        <meter className={styles.meter} min={0} max={100} low={50} high={65} optimum={100} value={c.score} aria-label="Compatibility score">{c.score}%</meter>
        <p><strong className={styles.number}>{c.score}%</strong> {scoreWords(c.score)}</p>
      </div>
      <p className="muted">Compared with {c.housemateCount === 1 ? 'the 1 housemate' : `the ${c.housemateCount} housemates`} living here now.</p>
      {matches.length > 0 && (
        <ul className={styles.reasons} aria-label="What you have in common">
          {matches.map((e) => <li key={e.text} className={styles.match}>{e.text}</li>)}
        </ul>
      )}
      {differences.length > 0 && (
        <ul className={styles.reasons} aria-label="Where you differ">
          {differences.map((e) => <li key={e.text} className={styles.difference}>{e.text}</li>)}
        </ul>
      )}
    </section>
  );
}
