/**
 * The domain model as staff and integrators meet it: each entity of the spec's
 * vocabulary, the tables that hold it, the REST paths that serve it (matched against
 * the routes the api actually registered) and its GraphQL type. The GraphQL names are
 * checked against schema.graphql by tests/api/schema-inspection.test.ts, so they
 * cannot drift; relations are not declared at all but read from foreign keys.
 */
export interface DeclaredEntity {
  name: string;
  description: string;
  /** The first table is the entity's own; the others hold its parts or history. */
  tables: string[];
  /** Paths under /v20 starting with one of these (followed by `/` or the end) serve the entity. */
  restPrefixes: string[];
  /** The GraphQL object type, when the gateway has one. */
  graphqlType: string | null;
}

export const DOMAIN_ENTITIES: DeclaredEntity[] = [
  { name: 'User', description: 'A person with an account (their profile): tenant, manager, vendor and/or staff.', tables: ['users', 'applicant_profiles', 'sessions'], restPrefixes: ['/users', '/me', '/internal/users', '/email-register', '/email-login'], graphqlType: 'User' },
  { name: 'Building', description: 'A home listed room by room, with its address, amenities and managers.', tables: ['buildings', 'building_settings', 'building_managers', 'building_property_log', 'saved_buildings'], restPrefixes: ['/buildings', '/g/listings', '/listings'], graphqlType: 'Building' },
  { name: 'Bedroom', description: 'A room of a home, rented on its own, with its rent.', tables: ['bedrooms'], restPrefixes: ['/bedrooms'], graphqlType: 'Bedroom' },
  { name: 'Bathroom', description: 'A bathroom of a home: private, shared or en suite.', tables: ['bathrooms'], restPrefixes: ['/bathrooms'], graphqlType: 'Bathroom' },
  { name: 'ParkingSpot', description: 'A parking spot of a home.', tables: ['parking_spots'], restPrefixes: ['/parking-spots'], graphqlType: 'ParkingSpot' },
  { name: 'Lifecycle', description: "A tenant's application for a room and everything after it: approval, lease, renewal, move-out.", tables: ['lifecycles', 'lifecycle_action_events', 'information_requests', 'guarantor_connections', 'application_fee_payments'], restPrefixes: ['/lifecycles', '/applications', '/submit-application', '/information-requests', '/guarantor-connections'], graphqlType: 'Lifecycle' },
  { name: 'Screening', description: "An applicant's background, credit and identity checks.", tables: ['screenings', 'id_verifications'], restPrefixes: ['/me/screening', '/me/id-verification'], graphqlType: 'Screening' },
  { name: 'Lease', description: 'The signed agreement of a lifecycle: term, rent and signatures.', tables: ['leases'], restPrefixes: ['/leases'], graphqlType: 'Lease' },
  { name: 'Invoice', description: 'A bill to a tenant (rent, deposit, fees) and its payment attempts.', tables: ['invoices', 'invoice_status_history', 'payment_attempts'], restPrefixes: ['/invoices', '/tenant-invoices', '/internal/invoices'], graphqlType: 'Invoice' },
  { name: 'LedgerEntry', description: "A line of a manager's append-only ledger: charges, collections, payouts.", tables: ['ledger_entries', 'ledger_accounts', 'manager_payouts'], restPrefixes: ['/ledger', '/internal/manager-ledger-charges'], graphqlType: 'LedgerEntry' },
  { name: 'Deposit', description: "A tenant's security deposit, its return and deductions.", tables: ['tenant_deposits', 'deposit_return_deductions', 'deposit_status_history'], restPrefixes: ['/tenant-deposits'], graphqlType: 'Deposit' },
  { name: 'PaymentSource', description: 'A card or bank account a tenant pays with.', tables: ['payment_sources'], restPrefixes: ['/payment-sources', '/payment-source'], graphqlType: 'PaymentSource' },
  { name: 'MaintenanceTicket', description: 'A repair or support request about a home, with its conversation.', tables: ['maintenance_tickets', 'maintenance_ticket_updates', 'maintenance_ticket_users', 'maintenance_ticket_files'], restPrefixes: ['/maintenance-tickets', '/internal/maintenance-tickets'], graphqlType: 'MaintenanceTicket' },
  { name: 'ResolutionCase', description: 'A tenant\'s case (lease termination, room switch, deposit dispute) and its proposals.', tables: ['resolution_cases', 'resolution_proposals', 'resolution_case_files', 'resolution_case_status_history'], restPrefixes: ['/resolution-cases', '/resolution-proposals'], graphqlType: 'ResolutionCase' },
  { name: 'ServiceActivity', description: 'A job booked with a vendor company: visit, hand-in, check and payment.', tables: ['service_activities', 'service_activity_history', 'service_activity_photos'], restPrefixes: ['/service-activities'], graphqlType: 'ServiceActivity' },
  { name: 'ResidentialServiceProvider', description: 'A vendor company: its team, documents and payout account.', tables: ['residential_service_providers', 'residential_service_provider_users', 'residential_service_provider_documents', 'residential_service_provider_invites'], restPrefixes: ['/residential-service-providers'], graphqlType: 'ResidentialServiceProvider' },
  { name: 'Notification', description: 'A message to a user in the bell, and their settings.', tables: ['notifications', 'notification_settings'], restPrefixes: ['/notifications'], graphqlType: 'Notification' },
  { name: 'Event', description: 'A recorded domain event (the outbox webhooks are sent from).', tables: ['events'], restPrefixes: ['/events', '/event-types'], graphqlType: null },
  { name: 'Webhook', description: "A partner's subscription to events, with its deliveries.", tables: ['webhooks', 'webhook_deliveries'], restPrefixes: ['/webhooks'], graphqlType: null },
];
