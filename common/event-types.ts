/**
 * The catalogue of event types (`GET /v20/event-types`). Every change someone may
 * want to hear about writes one event of one of these types in the transaction of
 * the change (api/events/record.ts); webhooks subscribe to them by name.
 * Adding a type is additive; renaming one breaks subscribers: never rename.
 */
export const EVENT_TYPES = {
  'application.sent': { subject: 'lifecycle', description: 'An application was sent to the manager of the home.' },
  'application.approved': { subject: 'lifecycle', description: 'The manager approved an application.' },
  'application.denied': { subject: 'lifecycle', description: 'The manager denied an application.' },
  'application.withdrawn': { subject: 'lifecycle', description: 'The applicant withdrew an application.' },
  'lease.tenant_signed': { subject: 'lease', description: 'The tenant signed a lease; the manager may countersign.' },
  'lease.countersigned': { subject: 'lease', description: 'The manager countersigned a lease: the room is rented.' },
  'maintenance_ticket.opened': { subject: 'maintenance_ticket', description: 'A ticket was opened for a home.' },
  'maintenance_ticket.updated': {
    subject: 'maintenance_ticket',
    description: 'A ticket received a reply, a status change, documents, or a new responsible person.',
  },
  'maintenance_ticket.users_changed': { subject: 'maintenance_ticket', description: 'People were added to or removed from a ticket.' },
  'resolution_case.updated': { subject: 'resolution_case', description: 'A resolution case changed: a proposal, a message or a status.' },
  'invoice.created': { subject: 'invoice', description: 'An invoice was created (rent, a deposit, a fee).' },
  'invoice.updated': { subject: 'invoice', description: "An invoice's payment status changed." },
  'payment.succeeded': { subject: 'invoice', description: 'A payment of an invoice succeeded.' },
  'payment.failed': { subject: 'invoice', description: 'A payment attempt failed (declined, no mandate).' },
  'deposit.updated': { subject: 'tenant_deposit', description: "A security deposit's status changed (or its return was created)." },
  'payout.paid': { subject: 'manager_payout', description: 'A payout was sent to a manager.' },
  'ledger.manager_charge': { subject: 'ledger_entry', description: "Staff posted a charge to a manager's ledger." },
  'service_activity.created': { subject: 'service_activity', description: 'A manager or staff booked a service for a home (a vendor job).' },
  'service_activity.updated': {
    subject: 'service_activity',
    description: 'A service job changed: accepted, assigned, scheduled or moved, handed in, checked, priced, canceled, its vendor removed, or paid.',
  },
  'notification.created': { subject: 'notification', description: 'A notification was created for one user (only that user is told).' },
  'webhook.test': { subject: 'webhook', description: 'A test event sent on request (invoke-test-event); nothing happened.' },
} as const satisfies Record<string, { subject: string; description: string }>;

export type EventType = keyof typeof EVENT_TYPES;
export const EVENT_TYPE_NAMES = Object.keys(EVENT_TYPES) as EventType[];
export const isEventType = (value: string): value is EventType => Object.hasOwn(EVENT_TYPES, value);
export type EventSubjectType = (typeof EVENT_TYPES)[EventType]['subject'];
