import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { TicketService_ticket$key } from '../__generated__/TicketService_ticket.graphql';
import { formatVisit } from '../shared/visitWindow';
import { StatusPill } from '../services/StatusPill';
import styles from '../shared/components/Board.module.css';

/**
 * The service booked for a ticket (a Service Request): what comes, its status and the
 * visit in the home's time zone. Tenants read the visit only (the gateway hands them
 * no pay, notes or access); `linkToJob` (the manager) adds the way to the job itself.
 */
export function TicketService({ ticket, linkToJob = false }: { ticket: TicketService_ticket$key; linkToJob?: boolean }) {
  const { serviceActivity: job } = useFragment(
    graphql`
      fragment TicketService_ticket on MaintenanceTicket {
        serviceActivity {
          databaseId
          status
          scheduledStart
          scheduledEnd
          timeZone
          serviceType { name }
          holder { name }
        }
      }
    `,
    ticket,
  );
  if (!job) return null;
  const visit = formatVisit(job.scheduledStart, job.scheduledEnd, job.timeZone);
  return (
    <section aria-labelledby={`service-${job.databaseId}`} className={styles.service}>
      <h3 id={`service-${job.databaseId}`} className={styles.sectionTitle}>Service</h3>
      {/* A live region: the vendor's steps arrive while the ticket is open. */}
      <p role="status" className={styles.serviceLine}>
        <strong>{job.serviceType.name}</strong> <StatusPill status={job.status} />
      </p>
      <dl className={styles.facts}>
        {job.holder && <div><dt>Vendor</dt><dd>{job.holder.name}</dd></div>}
        <div><dt>Visit</dt><dd>{visit ?? 'Not scheduled yet'}</dd></div>
      </dl>
      {linkToJob && <Link to={`/manager/service/activities/${job.databaseId}`}>Open the service #{job.databaseId}</Link>}
    </section>
  );
}
