import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { ServiceActivityRow_activity$key } from '../__generated__/ServiceActivityRow_activity.graphql';
import { formatVisit } from '../shared/visitWindow';
import { formatCents } from './labels';
import { StatusPill } from './StatusPill';
import styles from './Services.module.css';

/** One job in a list: what, where, who and when; its name opens it at `${basePath}/<id>`. */
export function ServiceActivityRow({ activity, basePath }: { activity: ServiceActivityRow_activity$key; basePath: string }) {
  const job = useFragment(graphql`
    fragment ServiceActivityRow_activity on ServiceActivity {
      databaseId status timeZone scheduledStart scheduledEnd priceCents
      serviceType { name }
      home { title city state }
      holder { name }
      repeatEveryWeeks seriesSequence
    }
  `, activity);
  // A series and its visits say so: the series is no job of its own, each visit is.
  const cadence = job.repeatEveryWeeks == null ? null : job.repeatEveryWeeks === 1 ? 'every week' : `every ${job.repeatEveryWeeks} weeks`;
  const repeat = cadence === null ? '' : job.seriesSequence == null ? ` · Repeats ${cadence}` : ` · Visit ${job.seriesSequence}, ${cadence}`;
  const visit = formatVisit(job.scheduledStart, job.scheduledEnd, job.timeZone);
  return (
    <li className={styles.row}>
      <div className={styles.rowMain}>
        <Link to={`${basePath}/${job.databaseId}`} className={styles.rowTitle}>{job.serviceType.name}{repeat}</Link>
        <span className="muted">{job.home.title ?? `${job.home.city}, ${job.home.state}`}</span>
        <span className="muted">{job.holder ? `Vendor: ${job.holder.name}` : 'No vendor yet'}{visit ? ` · ${visit}` : ''}</span>
      </div>
      <div className={styles.rowSide}>
        <StatusPill status={job.status} />
        <span>{formatCents(job.priceCents)}</span>
      </div>
    </li>
  );
}
