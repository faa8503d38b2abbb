/**
 * What each field of the schema costs in v20 calls, read by the cost rule
 * (cost.ts) before an operation runs. Every field whose resolver takes the
 * context (the only way to reach v20) is declared here; cost.test.ts fails when
 * one is missing, so a new field that calls v20 cannot be forgotten.
 *
 * - `none`: no v20 call (it reads the session or the public URL).
 * - `batch`: `calls` per level of the operation, however many objects the level
 *   holds: a DataLoader batching by `?ids=` (one call per 100 objects), or a read
 *   made once per request.
 * - `parent`: `calls` for each object it is asked on: a call per home, per lifecycle.
 *
 * Root fields (Query, Mutation, Subscription) cost one call each unless declared.
 */
export type RestCost =
  | { per: 'none' }
  | { per: 'batch'; calls: number }
  | { per: 'parent'; calls: number };

const none: RestCost = { per: 'none' };
const batch = (calls = 1): RestCost => ({ per: 'batch', calls });
const perParent = (calls = 1): RestCost => ({ per: 'parent', calls });

/** One call per root field, the usual case; declared below where it differs. */
export const ROOT_COST: RestCost = perParent(1);

/** A comment thread is read whole, a page of 100 at a time (resolution/loaders.ts MAX_COMMENT_PAGES). */
const COMMENT_PAGES = 10;

export const REST_COSTS: Record<string, RestCost> = {
  // Root fields that differ from one call.
  'Query.viewer': none,
  // Read from the gateway's settings.
  'Query.siteBanner': none,

  // Photos and links built from the public URL, flags from the session: no call.
  'ApplicantProfile.photoUrls': none,
  'Bedroom.photos': none,
  'Building.photos': none,
  // Fields a card leaves out (modules/listings/view.ts): a query asking for them reads
  // whole homes in the first place; a card that meets one loads the whole homes in one
  // batched call.
  'Building.accessMethod': batch(),
  'Building.description': batch(),
  'Building.homeAmenities': batch(),
  'Building.storageTypes': batch(),
  'Building.utilitiesIncluded': batch(),
  'CaseFile.url': none,
  'Invoice.viewerCanPay': none,
  'Lease.viewerCanSign': none,
  'Lifecycle.allowedActions': none,
  'LifecycleApplicant.photoUrls': none,
  'MaintenanceTicket.photos': none,
  'Profile.applicantProfilePhotoUrls': none,
  'TenantAnimal.photoUrls': none,
  'TicketUpdate.photos': none,

  // Renters insurance: the newest policies batched (GET /renters-insurance-policies?lifecycle_ids=, shared by
  // policy and cover flag); the plans, priced per home, one GET /lifecycles/{id}/renters-insurance-policy per lease.
  'Lifecycle.rentersInsurancePolicy': batch(),
  'Lifecycle.isCoveredByRentersInsurance': batch(),
  'Lifecycle.rentersInsurancePlans': perParent(),
  'RentersInsurancePolicy.documentUrl': none,

  // Listings and homes.
  'Building.bedrooms': batch(),
  'Building.bathrooms': batch(),
  'Building.parkingSpots': batch(),
  // One loader per start date / per viewer, batching the page's homes (listings/loaders.ts).
  'Building.availability': batch(),
  'Building.compatibility': batch(),
  'BedroomAvailability.bedroom': batch(),
  'BuildingManagement.configurationErrors': perParent(),
  'BuildingManagement.propertyLog': perParent(),
  'BuildingManagement.pricing': perParent(),
  'BuildingManagement.coManagers': perParent(),
  'ManagedHome.bedrooms': batch(),
  'ManagedHome.lifecycles': batch(),

  // Applications and lifecycles.
  'Lifecycle.building': batch(),
  'Lifecycle.assignedBedroom': batch(),
  'Lifecycle.lease': batch(),
  'Lifecycle.lifecycleQuestions': perParent(),
  'Lifecycle.needsFinancialQualifications': batch(),
  'Lifecycle.financialQualificationsSubmissions': perParent(),
  'Lifecycle.financialQualificationsDeferral': perParent(),
  'Lifecycle.applicant': batch(),
  'Lifecycle.compatibility': batch(),
  'LifecycleApplicant.screening': batch(),
  'Lease.lifecycle': batch(),
  'GuarantorConnection.building': batch(),
  'GuarantorConnection.lifecycle': batch(),

  // Money.
  'Billing.invoices': perParent(),
  'Billing.due': batch(),
  'Billing.schedule': perParent(),
  'Billing.paymentSources': batch(),
  'Billing.deposits': perParent(),
  'Billing.payouts': batch(),
  'Billing.payoutAccountConnectedAt': batch(),
  'Billing.payoutsPaused': batch(),
  'Billing.testPaymentMethods': batch(),
  'Invoice.building': batch(),
  'PaymentScheduleItem.invoice': batch(),
  'Deposit.building': batch(),
  'Deposit.invoice': batch(),
  'Ledger.balance': batch(),
  'Ledger.outstanding': batch(),
  'Ledger.depositsHeld': batch(),
  'Ledger.entries': perParent(),
  'Ledger.homes': batch(),
  'Ledger.monthlyTotals': perParent(),
  'LedgerEntry.building': batch(),

  // Tickets, notifications, resolution.
  'MaintenanceTicket.building': batch(),
  'MaintenanceTicket.updates': perParent(),
  'SupportCategory.description': batch(),
  'Notification.building': batch(),
  'ResolutionCase.building': batch(),
  'ResolutionCase.timeline': perParent(COMMENT_PAGES),
  'CommentThread.comments': perParent(COMMENT_PAGES),

  // The vendor marketplace: jobs and companies have no `?ids=` in v20, so they are read one by one.
  'ServiceActivity.building': batch(),
  'ServiceActivity.maintenanceTicket': batch(),
  'ServiceActivity.history': perParent(),
  // Like history: a list's job seen in full is read once more (the same loader, so history and photos share the call).
  'ServiceActivity.photos': perParent(),
  'ServiceActivityPhoto.url': none,
  // A ticket's service: one GET /service-activities/{id} per ticket (no `?ids=`).
  'MaintenanceTicket.serviceActivity': perParent(),
  'ServiceActivityHolder.provider': perParent(),
  'ResidentialServiceProvider.documents': perParent(),
  'ResidentialServiceProvider.payoutAccount': perParent(),
  'ResidentialServiceProvider.payouts': perParent(),
  // Team and photo (resolvers/team.ts): the company's own fields, no call; open invites one GET per company.
  'ResidentialServiceProvider.openInvites': perParent(),
  'ResidentialServiceProvider.photoUrl': none,
  'ResidentialServiceProvider.users': none,
  'ResidentialServiceProvider.viewerRole': none,
  'Profile.serviceProviderProfilePhotoUrl': none,
  // A series and its visits (resolvers/series.ts), through the one-by-one activities loader.
  'ServiceActivity.series': perParent(),
  'ServiceActivity.visits': perParent(),
  'ServiceActivity.nextVisit': perParent(),
  'ServiceSeriesVisit.activity': perParent(),
  // Each payout's job through the one-by-one activities loader.
  'ServiceProviderPayout.serviceActivity': perParent(),
  // Hands in the document, then re-reads the company (its missing steps changed).
  'Mutation.addServiceProviderDocument': perParent(2),
  'ServiceType.description': batch(),
  'ServiceType.visibility': batch(),
  'ServiceType.managerMayBook': batch(),
  'ServiceType.defaultPriceCents': batch(),
  'ServiceType.defaultDurationMinutes': batch(),

  // The viewer: read once per request (GET /me/ and the viewer's own lists), or one call each.
  'Viewer.user': batch(),
  'Viewer.roles': batch(),
  'Viewer.isStaff': batch(),
  'Viewer.navigation': batch(2),
  'Viewer.managerOverview': batch(),
  // /my-hearth: GET /me/home and GET /me/referral, once each; the home as a listing through the buildings loader.
  'Viewer.myHome': batch(),
  'Viewer.referral': batch(),
  'MyHome.building': batch(),
  'Viewer.roleSwitches': batch(),
  'Viewer.applicantProfile': batch(),
  'Viewer.applications': batch(),
  'Viewer.applicationsNeedingIncomeVerification': batch(),
  'Viewer.nextOnboardingStep': batch(2),
  'Viewer.onboardingStepsRemaining': batch(2),
  'Viewer.informationRequests': batch(),
  'Viewer.guarantorConnections': batch(),
  'Viewer.guarantorConnectionsAsGuarantor': batch(),
  'Viewer.guarantorInvite': perParent(),
  'Viewer.showFinishGuarantorScreening': batch(),
  'Viewer.idVerification': perParent(),
  'Viewer.screening': perParent(),
  'Viewer.managedBuildings': perParent(),
  'Viewer.managedHomes': batch(),
  'Viewer.managedHomesPage': perParent(),
  'Viewer.managedLifecycles': perParent(),
  'Viewer.maintenanceTickets': perParent(),
  'Viewer.supportHomes': batch(2),
  'Viewer.serviceHomes': batch(),
  'Viewer.notifications': perParent(),
  'Viewer.unreadNotificationCount': batch(),
  'Viewer.notificationSettings': batch(),
  'Viewer.resolutionCases': perParent(),
  'Viewer.resolutionCaseLeaseOptions': batch(),
  'Viewer.savedListings': perParent(),
  'Viewer.tenantAnimals': batch(),
  'Viewer.tenantRentalReferences': batch(),

  // Developers (partner API tokens, gateway/modules/developers): the list is one call; revoking re-reads it.
  'Viewer.apiTokens': perParent(),
  'Mutation.revokeApiToken': perParent(2),
  // Webhooks (modules/webhooks): v20 has no `?ids=` for them, so each is read alone.
  'Viewer.webhooks': perParent(),
  'Query.eventTypes': batch(),
  'Webhook.deliveries': perParent(),
  // One GET /webhooks/{id}/deliveries?limit=1 per webhook, shared by both fields.
  'Webhook.lastDelivery': perParent(),
  'Webhook.lastDeliveryStatus': perParent(),
  // The test event, then the webhook read again.
  'Mutation.sendTestWebhookEvent': perParent(2),
  // Staff (gateway/modules/staff): the impersonator is asked once per request, only for an impersonation token.
  'Viewer.impersonator': batch(),
  'Viewer.accountAccess': batch(),
  // Staff tools (gateway/modules/staffTools): one call each, the api ranks and joins.
  'Query.globalSearch': perParent(1),
  'Query.schemaTables': perParent(1),
  'Query.schemaModel': perParent(1),
};
