import { Link } from 'react-router';
import styles from './MyHearth.module.css';
import { checklistItems, type ChecklistFacts } from './myHearthWords';

/** The move-in checklist: each item ticked from the records themselves. */
export function MoveInChecklist({ checklist }: { checklist: ChecklistFacts }) {
  const items = checklistItems(checklist);
  const left = items.filter((i) => !i.done).length;
  return (
    <section aria-labelledby="checklist-heading" className={`card ${styles.card} ${styles.section}`}>
      <h2 id="checklist-heading">Move-in checklist <span className={styles.subtitle}>{left === 0 ? 'all done' : `${left} of ${items.length} left`}</span></h2>
      <ul className={styles.checklist}>
        {items.map((item) => (
          <li key={item.key} className={item.done ? styles.done : undefined}>
            <span className={styles.tick} aria-hidden="true">{item.done ? '✓' : ''}</span>
            <span>
              <strong>{item.label}</strong>
              <span className="visually-hidden">{item.done ? ' (done)' : ' (to do)'}</span>
              {!item.done && <span className={styles.todo}>{item.todo} {item.path && <Link to={item.path}>Go there</Link>}</span>}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
