import { useId, type ReactNode } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router';
import type { ManagerOverviewQuery as QueryType } from '../../../__generated__/ManagerOverviewQuery.graphql';
import { useDocumentTitle } from '../../../app/useDocumentTitle';
import { MessagePage } from '../../../shared/components/MessagePage';
import { formatDate, formatMonth, plural } from '../../../shared/format';
import { useDisposeOnReplace } from '../../../app/relay/routeQuery';
import styles from './ManagerOverview.module.css';
import { OverviewHomes } from './OverviewHomes';

/**
 * The rent roll's charged and collected are the ledger chart's own figures
 * (Ledger.monthlyTotals, this month), so this page and /manager/ledger agree. Two
 * months are asked for: once next month's rent is billed the chart runs to it,
 * and the rent roll is still this month's.
 */
export const ManagerOverviewQuery = graphql`
  query ManagerOverviewQuery {
    viewer {
      managerOverview {
        asOf bedroomCount occupiedBedroomCount vacantBedroomCount applicantsWaitingCount openTicketCount
        overdue { cents formatted } overdueInvoiceCount
        homes { buildingId }
        ...OverviewHomes_overview
      }
      billing { ledger { monthlyTotals(months: 2) { month charged { formatted } collected { formatted } } } }
    }
  }
`;

/** /manager/overview: the manager's home screen — how full each home is, what waits for them, this month's rent. */
export function ManagerOverview() {
  const queryRef = useLoaderData() as PreloadedQuery<QueryType>;
  useDisposeOnReplace(queryRef);
  const { viewer } = usePreloadedQuery<QueryType>(ManagerOverviewQuery, queryRef);
  useDocumentTitle('Overview');
  const overview = viewer.managerOverview;
  if (!overview) return <div className="page"><MessagePage title="Switch to your manager account to see your homes" /></div>;
  if (overview.homes.length === 0) {
    return (
      <div className="page">
        <MessagePage title="No homes yet" actions={<Link className="btn btn-primary" to="/manager/listings/new">Add a home</Link>}>
          <p>Add your first home: its rooms, bathrooms and rent. Its occupancy, applicants and rent will show here.</p>
        </MessagePage>
      </div>
    );
  }
  const month = viewer.billing?.ledger.monthlyTotals.find((m) => m.month.slice(0, 7) === overview.asOf.slice(0, 7));
  return (
    <div className={`page ${styles.page}`}>
      <h1>Overview</h1>
      <p className={styles.lead}>Your homes on {formatDate(overview.asOf)}.</p>

      <section aria-labelledby="glance-heading" className={styles.section}>
        <h2 id="glance-heading">At a glance</h2>
        <div className={styles.figures}>
          <Figure term="Occupied rooms">{overview.occupiedBedroomCount} of {overview.bedroomCount}</Figure>
          <Figure term="Vacant rooms">{overview.vacantBedroomCount}</Figure>
          <Figure term="Applicants waiting" link={<Link to="/manager/tenants">Review applicants</Link>}>{overview.applicantsWaitingCount}</Figure>
          <Figure term="Open tickets" link={<Link to="/manager/service">Service tickets</Link>}>{overview.openTicketCount}</Figure>
        </div>
      </section>

      {month && (
        <section aria-labelledby="rent-heading" className={styles.section}>
          <h2 id="rent-heading">Rent roll, {formatMonth(month.month)}</h2>
          <div className={styles.figures}>
            <Figure term="Charged">{month.charged.formatted}</Figure>
            <Figure term="Collected">{month.collected.formatted}</Figure>
            {overview.overdue && (
              <Figure term="Overdue" overdue={overview.overdue.cents > 0} link={<Link to="/manager/ledger">Ledger &amp; payments</Link>}>
                {overview.overdue.formatted}
                {overview.overdueInvoiceCount ? <span className="visually-hidden"> ({plural(overview.overdueInvoiceCount, 'invoice')})</span> : null}
              </Figure>
            )}
          </div>
        </section>
      )}

      <section aria-labelledby="homes-heading" className={styles.section}>
        <h2 id="homes-heading">Your homes</h2>
        <OverviewHomes overview={overview} />
      </section>
    </div>
  );
}

/**
 * One figure, a group named by what it counts ("Overdue"), its value the group's
 * paragraph: screen readers say "Overdue, group, $850", and tests find it by name.
 */
function Figure({ term, children, link, overdue = false }: { term: string; children: ReactNode; link?: ReactNode; overdue?: boolean }) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className={`card ${styles.figure} ${overdue ? styles.overdue : ''}`}>
      <span id={id} className={styles.term}>{term}</span>
      <p className={styles.value}>{children}</p>
      {link}
    </div>
  );
}
