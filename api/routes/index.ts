import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../deps.js';
import { aiRoutes } from './ai/index.js';
import { applicationRoutes } from './applications/index.js';
import { authRoutes } from './auth/index.js';
import { profileRoutes } from './me/profile/index.js';
import { idVerificationRoutes } from './me/id-verification/index.js';
import { screeningRoutes } from './me/screening/index.js';
import { userRoutes } from './users/index.js';
import { bathroomRoutes } from './bathrooms/index.js';
import { bedroomRoutes } from './bedrooms/index.js';
import { buildingManagerRoutes } from './building-managers/index.js';
import { buildingRoutes } from './buildings/index.js';
import { fileRoutes } from './files/index.js';
import { financialQualificationRoutes } from './financial-qualifications/index.js';
import { uploadRoutes } from './files/uploads/index.js';
import { guarantorConnectionRoutes } from './guarantor-connections/index.js';
import { housemateRoutes } from './housemates/index.js';
import { outboxRoutes } from './internal/outbox/index.js';
import { landlordReferenceFormRoutes } from './landlord-reference-form/index.js';
import { informationRequestRoutes } from './information-requests/index.js';
import { lifecycleQuestionRoutes } from './lifecycle-questions/index.js';
import { lifecycleRoutes } from './lifecycles/index.js';
import { leaseRoutes } from './leases/index.js';
import { documentSigningRoutes } from './document-signing/index.js';
import { listingRoutes } from './listings/index.js';
import { applicationFeeRoutes } from './me/application-fee/index.js';
import { applicantProfileRoutes } from './me/applicant-profiles/index.js';
import { consentRoutes } from './me/consent/index.js';
import { renterConfirmationRoutes } from './me/renter-confirmation/index.js';
import { savedBuildingRoutes } from './me/saved-buildings/index.js';
import { parkingSpotRoutes } from './parking-spots/index.js';
import { signedUrlRoutes } from './signed-urls/index.js';
import { tenantAnimalRoutes } from './tenant-animals/index.js';
import { tenantRentalReferenceRoutes } from './tenant-rental-references/index.js';
import { webhookRoutes } from './webhooks/index.js';
import { systemWebhookRoutes } from './internal/system-webhooks/index.js';
import { eventRoutes } from './events/index.js';
import { notificationRoutes } from './notifications/index.js';
import { notificationSettingsRoutes } from './me/notification-settings/index.js';
import { sessionRoutes } from './me/session/index.js';
import { maintenanceTicketRoutes } from './maintenance-tickets/index.js';
import { supportCategoryRoutes } from './support-categories/index.js';
import { internalSupportCategoryRoutes } from './internal/support-categories/index.js';
import { internalMaintenanceTicketRoutes } from './internal/maintenance-tickets/index.js';
import { tenantDepositRoutes } from './tenant-deposits/index.js';
import { tenantFeeRoutes } from './tenant-fees/index.js';
import { invoiceRoutes } from './invoices/index.js';
import { paymentSourceRoutes } from './payment-sources/index.js';
import { internalInvoiceRoutes } from './internal/invoices/index.js';
import { rentRoutes } from './rent/index.js';
import { ledgerRoutes } from './ledger/index.js';
import { internalMoneyRoutes } from './internal/money/index.js';
import { payoutAccountRoutes } from './payout-accounts/index.js';
import { resolutionCaseRoutes } from './resolution-cases/index.js';
import { commentThreadRoutes } from './comment-thread/index.js';
import { resolutionProposalRoutes } from './resolution-proposals/index.js';
import { managerOverviewRoutes } from './manager-overview/index.js';

/**
 * Every route group of the v20 api, registered under /v20. One folder per resource
 * group; the folder path mirrors the URL.
 */
export const routeModules: FastifyPluginAsync<AppDeps>[] = [
  authRoutes,
  profileRoutes,
  listingRoutes,
  buildingRoutes,
  bedroomRoutes,
  bathroomRoutes,
  parkingSpotRoutes,
  savedBuildingRoutes,
  fileRoutes,
  signedUrlRoutes,
  uploadRoutes,
  screeningRoutes,
  idVerificationRoutes,
  userRoutes,
  financialQualificationRoutes,
  guarantorConnectionRoutes,
  outboxRoutes,
  tenantAnimalRoutes,
  tenantRentalReferenceRoutes,
  landlordReferenceFormRoutes,
  consentRoutes,
  applicantProfileRoutes,
  housemateRoutes,
  applicationRoutes,
  lifecycleRoutes,
  lifecycleQuestionRoutes,
  renterConfirmationRoutes,
  informationRequestRoutes,
  applicationFeeRoutes,
  leaseRoutes,
  documentSigningRoutes,
  buildingManagerRoutes,
  aiRoutes(),
  webhookRoutes,
  systemWebhookRoutes,
  eventRoutes,
  notificationRoutes,
  notificationSettingsRoutes,
  sessionRoutes,
  maintenanceTicketRoutes,
  supportCategoryRoutes,
  internalSupportCategoryRoutes,
  internalMaintenanceTicketRoutes,
  tenantDepositRoutes,
  tenantFeeRoutes,
  invoiceRoutes,
  paymentSourceRoutes,
  internalInvoiceRoutes,
  rentRoutes,
  ledgerRoutes,
  internalMoneyRoutes,
  payoutAccountRoutes,
  resolutionProposalRoutes,
  resolutionCaseRoutes,
  commentThreadRoutes,
  managerOverviewRoutes,
];
