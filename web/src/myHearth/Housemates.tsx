import { formatDate } from '../shared/format';
import styles from './MyHearth.module.css';

export interface HousemateView {
  readonly firstName: string;
  readonly bedroomName: string;
  readonly moveInDate: string;
  readonly occupation: string | null | undefined;
  readonly interests: readonly string[];
  readonly roommateAnswers: readonly { readonly question: string; readonly label: string; readonly answer: string }[];
}

/** The answers worth a glance when you share a kitchen. */
const SHOWN = new Set(['WORKS_FROM_HOME', 'WEEKDAY_BEDTIME', 'COOKING', 'CONFLICT_STYLE', 'SHARING', 'APPLICANT_PROFILE_ROOMMATE_RELATIONSHIP_PREFERENCE']);

/** The people the renter lives with, with their roommate profile in short words. */
export function Housemates({ housemates }: { housemates: readonly HousemateView[] }) {
  return (
    <section aria-labelledby="housemates-heading" className={styles.section}>
      <h2 id="housemates-heading">Your housemates</h2>
      {housemates.length === 0 ? (
        <p className="muted">Nobody else lives here right now. New housemates show here once they sign their lease.</p>
      ) : (
        <ul className={styles.housemates}>
          {housemates.map((h) => (
            <li key={`${h.firstName}-${h.bedroomName}`} className={`card ${styles.housemate}`}>
              <h3 className={styles.housemateName}>{h.firstName}</h3>
              <p className="muted">{h.bedroomName} · since {formatDate(h.moveInDate)}{h.occupation ? ` · ${h.occupation}` : ''}</p>
              {h.roommateAnswers.length > 0 ? (
                <dl className={styles.answers}>
                  {h.roommateAnswers.filter((a) => SHOWN.has(a.question)).map((a) => (
                    <div key={a.question}><dt>{a.label}</dt><dd>{a.answer}</dd></div>
                  ))}
                </dl>
              ) : (
                <p className="muted">No roommate profile yet.</p>
              )}
              {h.interests.length > 0 && (
                <ul className={styles.chips} aria-label={`${h.firstName}'s interests`}>
                  {h.interests.map((i) => <li key={i}>{i}</li>)}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
