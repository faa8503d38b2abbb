import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { OverviewHomes_overview$key } from '../../../__generated__/OverviewHomes_overview.graphql';
import table from '../../../shared/components/DataTable.module.css';
import styles from './ManagerOverview.module.css';
import { countText, occupancyText, vacancyText } from './overviewWords';

/** Each home on one row: how full it is, which rooms are free, who waits, what is open. */
export function OverviewHomes({ overview }: { overview: OverviewHomes_overview$key }) {
  const { asOf, homes } = useFragment(graphql`
    fragment OverviewHomes_overview on ManagerOverview {
      asOf
      homes {
        buildingId buildingDatabaseId title isListed bedroomCount occupiedBedroomCount applicantsWaitingCount openTicketCount
        vacantBedrooms { bedroomId name availableFrom leasedFrom }
      }
    }
  `, overview);
  return (
    <div className={table.scroll}>
      <table className={`${table.table} ${table.stacked}`}>
        <caption className="visually-hidden">Your homes today</caption>
        <thead>
          <tr>
            <th scope="col">Home</th>
            <th scope="col">Occupied</th>
            <th scope="col">Vacant rooms</th>
            <th scope="col" className={table.num}>Applicants waiting</th>
            <th scope="col" className={table.num}>Open tickets</th>
          </tr>
        </thead>
        <tbody>
          {homes.map((h) => (
            <tr key={h.buildingId}>
              <th scope="row">
                <Link to={`/manager/listings/${h.buildingDatabaseId}`}>{h.title}</Link>
                {!h.isListed && <span className="muted"> (not listed)</span>}
              </th>
              <td data-label="Occupied">{occupancyText(h.occupiedBedroomCount, h.bedroomCount)}</td>
              <td data-label="Vacant rooms">
                {h.vacantBedrooms.length === 0 ? 'None' : (
                  <ul className={styles.rooms}>{h.vacantBedrooms.map((r) => <li key={r.bedroomId}>{vacancyText(r, asOf)}</li>)}</ul>
                )}
              </td>
              <td data-label="Applicants waiting" className={table.num}>
                {h.applicantsWaitingCount ? <Link to="/manager/tenants">{h.applicantsWaitingCount}</Link> : countText(h.applicantsWaitingCount)}
              </td>
              <td data-label="Open tickets" className={table.num}>
                {h.openTicketCount ? <Link to={`/manager/service?home=${encodeURIComponent(h.buildingId)}`}>{h.openTicketCount}</Link> : countText(h.openTicketCount)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
