import { useMemo } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router';
import type { VendorDashboardQuery as QueryType } from '../../__generated__/VendorDashboardQuery.graphql';
import { useDisposeOnReplace } from '../../app/relay/routeQuery';
import { formatPay } from '../jobs/jobWords';
import styles from '../jobs/Jobs.module.css';
import { EarningsChart } from './EarningsChart';
import { earningsByMonth } from './jobGroups';
import { PayoutsSection } from './PayoutsSection';
import { ExpiryNotice } from '../settings/ExpiryNotice';
import { formatVisit } from './zonedTime';

export const VendorDashboardQuery = graphql`
  query VendorDashboardQuery($count: Int = 100) {
    myResidentialServiceProvider { name viewerRole documents { kind expiresOn expired } ...PayoutsSection_provider }
    serviceActivities(first: $count, scope: MINE) {
      edges { node { id status priceCents completedAt scheduledStart scheduledEnd timeZone serviceType { name } home { city state } } }
    }
  }
`;

/**
 * /vendor/dashboard: earnings per month (the pay of completed jobs), what is earned
 * and still to be paid, the next visits, the payouts, and documents that lapse within
 * 30 days (the owner's reminder email's rule, settings/documentExpiry.ts).
 */
export function VendorDashboard() {
  const queryRef = useLoaderData() as PreloadedQuery<QueryType>;
  useDisposeOnReplace(queryRef);
  const data = usePreloadedQuery<QueryType>(VendorDashboardQuery, queryRef);
  const jobs = data.serviceActivities.edges.map((e) => e.node);
  const months = useMemo(() => earningsByMonth(jobs, 6), [jobs]);
  const now = Date.now();
  const upcoming = jobs
    .filter((j) => j.status === 'APPOINTMENT_SCHEDULED' && j.scheduledStart && Date.parse(j.scheduledStart) > now)
    .sort((a, b) => a.scheduledStart!.localeCompare(b.scheduledStart!))
    .slice(0, 5);
  const pending = jobs.filter((j) => ['SUBMITTED_PENDING_QA', 'SUBMITTED_VENDOR_COMPLETE'].includes(j.status)).reduce((s, j) => s + (j.priceCents ?? 0), 0);
  const total = months.reduce((s, m) => s + m.cents, 0);

  return (
    <div className={`page ${styles.page}`}>
      <div>
        <h1>Vendor dashboard</h1>
        {data.myResidentialServiceProvider && <p className={styles.lead}>{data.myResidentialServiceProvider.name}</p>}
      </div>
      {data.myResidentialServiceProvider && (
        <ExpiryNotice documents={data.myResidentialServiceProvider.documents} owner={data.myResidentialServiceProvider.viewerRole === 'OWNER'}
          replace={<>Upload the new one in <Link to="/vendor/settings">Settings</Link>.</>} />
      )}
      <div className={styles.stats}>
        <div className={styles.stat}><div className="muted">Earned (6 months)</div><div className={styles.statValue} data-testid="earned-total">{formatPay(total)}</div></div>
        <div className={styles.stat}><div className="muted">Awaiting payment</div><div className={styles.statValue}>{formatPay(pending)}</div></div>
        <div className={styles.stat}><div className="muted">Upcoming visits</div><div className={styles.statValue}>{upcoming.length}</div></div>
      </div>
      <section className={styles.section} aria-labelledby="earnings">
        <h2 id="earnings" className={styles.sectionTitle}>Earnings per month</h2>
        <EarningsChart months={months} />
      </section>
      {data.myResidentialServiceProvider && <PayoutsSection provider={data.myResidentialServiceProvider} />}
      <section className={styles.section} aria-labelledby="next-visits">
        <h2 id="next-visits" className={styles.sectionTitle}>Next visits</h2>
        {upcoming.length === 0 ? (
          <p className={styles.empty}>No visits scheduled. <Link to="/vendor/my-jobs">Schedule your jobs</Link> or <Link to="/vendor/jobs">find new ones</Link>.</p>
        ) : (
          <ul className={styles.cards}>
            {upcoming.map((j) => (
              <li key={j.id} className={styles.card}>
                <strong>{j.serviceType.name}</strong>
                <span>{formatVisit(j.scheduledStart!, j.scheduledEnd, j.timeZone)}</span>
                <span className="muted">{j.home.city}, {j.home.state} · {formatPay(j.priceCents)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
