import type { ReferenceFormResolvers, TenantRentalReferenceResolvers } from '../../../__generated__/resolvers-types.js';
import { money } from '../../core/money.js';
import { globalIdOf } from '../../pets/ids.js';

export const TenantRentalReference: TenantRentalReferenceResolvers = {
  id: (r) => globalIdOf('TenantRentalReference', r.id),
  databaseId: (r) => String(r.id),
  sourceType: (r) => r.source_type,
  refereeName: (r) => r.referee_name,
  refereeEmail: (r) => r.referee_email,
  refereePhone: (r) => r.referee_phone,
  propertyAddress: (r) => r.property_address,
  monthlyRent: (r) => (r.monthly_rent_cents === null ? null : money(r.monthly_rent_cents)),
  startDate: (r) => r.start_date,
  endDate: (r) => r.end_date,
  requestSentAt: (r) => r.request_sent_at,
  answeredAt: (r) => r.answered_at,
};

export const ReferenceForm: ReferenceFormResolvers = {
  tenantFirstName: (f) => f.tenant_first_name,
  propertyAddress: (f) => f.property_address,
  startDate: (f) => f.start_date,
  endDate: (f) => f.end_date,
};
