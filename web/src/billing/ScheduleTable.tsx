import { graphql, useFragment } from 'react-relay';
import type { ScheduleTable_billing$key } from '../__generated__/ScheduleTable_billing.graphql';
import { formatDate, formatMonth } from '../shared/format';
import table from '../shared/components/DataTable.module.css';
import styles from './Billing.module.css';

const fragment = graphql`
  fragment ScheduleTable_billing on Billing {
    schedule {
      periodMonth
      dueDate
      base { formatted }
      utilities { formatted }
      platformFee { formatted }
      totalRent { formatted }
      promotionCredit { cents formatted }
      amountDue { formatted }
      daysCovered
      daysInMonth
    }
  }
`;

/** The lease's months: rent components (spec §3), promotion credit, what is due, and prorated months marked. */
export function ScheduleTable({ billing }: { billing: ScheduleTable_billing$key }) {
  const { schedule } = useFragment(fragment, billing);
  return (
    <section aria-labelledby="schedule-heading" className={styles.section}>
      <h2 id="schedule-heading">Payment schedule</h2>
      {schedule.length === 0 ? (
        <p className="muted">Your schedule appears once you sign a lease.</p>
      ) : (
        <div className={table.scroll} role="region" aria-labelledby="schedule-heading" tabIndex={0}>
          <table className={`${table.table} ${table.stacked}`}>
            <thead>
              <tr>
                <th scope="col">Month</th><th scope="col">Due</th><th scope="col">Base</th><th scope="col">Utilities</th>
                <th scope="col">Platform fee</th><th scope="col">Total rent</th><th scope="col">Promotion</th><th scope="col">Amount due</th>
              </tr>
            </thead>
            <tbody>
              {schedule.map((item) => (
                <tr key={item.periodMonth}>
                  <th scope="row">
                    {formatMonth(item.periodMonth)}
                    {item.daysCovered < item.daysInMonth && <span className={styles.small}> ({item.daysCovered} of {item.daysInMonth} days)</span>}
                  </th>
                  <td data-label="Due" className={table.date}>{formatDate(item.dueDate)}</td>
                  <td data-label="Base">{item.base.formatted}</td>
                  <td data-label="Utilities">{item.utilities.formatted}</td>
                  <td data-label="Platform fee">{item.platformFee.formatted}</td>
                  <td data-label="Total rent">{item.totalRent.formatted}</td>
                  <td data-label="Promotion">{item.promotionCredit.cents ? `−${item.promotionCredit.formatted.replace(/^-/, '')}` : '—'}</td>
                  <td data-label="Amount due"><strong>{item.amountDue.formatted}</strong></td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
