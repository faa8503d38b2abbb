import { graphql, useFragment } from 'react-relay';
import { Link, useLocation } from 'react-router';
import type { ServiceSeriesPanel_activity$key } from '../__generated__/ServiceSeriesPanel_activity.graphql';
import { formatDate } from '../shared/format';
import { formatCents } from './labels';
import { ServiceActivityPay } from './ServiceActivityPay';
import { StatusPill } from './StatusPill';
import styles from './Services.module.css';

const every = (weeks: number) => (weeks === 1 ? 'every week' : `every ${weeks} weeks`);

/**
 * A recurring service on its page: the cadence, every visit (each its own job), and
 * the next visit's pay, which the manager may change while nobody holds it. A visit
 * of a series says which one it is and links to the series.
 */
export function ServiceSeriesPanel({ activity }: { activity: ServiceSeriesPanel_activity$key }) {
  const job = useFragment(graphql`
    fragment ServiceSeriesPanel_activity on ServiceActivity {
      status repeatEveryWeeks seriesSequence visitDueOn
      series { databaseId }
      visits { databaseId sequence status visitDueOn priceCents holderName }
      nextVisit { id ...ServiceActivityPay_activity }
    }
  `, activity);
  // Sibling pages: /manager/service/activities/:id or /internal/service-activities/:id.
  const base = useLocation().pathname.replace(/\/[^/]*$/, '');
  if (job.repeatEveryWeeks == null) return null;
  if (job.series) {
    return (
      <p className={styles.seriesNote}>
        Visit {job.seriesSequence} of a service booked {every(job.repeatEveryWeeks)}{job.visitDueOn ? `, for ${formatDate(job.visitDueOn)}` : ''}.{' '}
        <Link to={`${base}/${job.series.databaseId}`}>See the series</Link>
      </p>
    );
  }
  const running = job.status === 'RECURRING_SERVICE_STARTED';
  return (
    <section aria-labelledby="series-heading" className={styles.series}>
      <h3 id="series-heading">Repeats {every(job.repeatEveryWeeks)}</h3>
      <p className="muted">
        {running
          ? 'Each visit is its own job for vendors. When one is done and paid, or skipped, the next is booked for the same weekday.'
          : 'This series is stopped: no more visits are booked.'}
      </p>
      {job.visits.length === 0 ? <p className={styles.empty}>No visits yet.</p> : (
        <ol className={styles.visits} aria-label="Visits">
          {job.visits.map((v) => (
            <li key={v.databaseId} className={styles.visit}>
              <Link to={`${base}/${v.databaseId}`}>Visit {v.sequence} · {formatDate(v.visitDueOn)}</Link>
              <span className="muted">{v.holderName ?? 'No vendor yet'} · {formatCents(v.priceCents)}</span>
              <StatusPill status={v.status} />
            </li>
          ))}
        </ol>
      )}
      {job.nextVisit && <ServiceActivityPay activity={job.nextVisit} heading="Pay of the next visit" />}
    </section>
  );
}
