import type {
  ServiceActivityHistoryEntryResolvers, ServiceActivityHolderResolvers, ServiceActivityPhotoResolvers, ServiceActivityResolvers,
} from '../../../__generated__/resolvers-types.js';
import { photoUrl } from '../../listings/photos.js';
import type { ActorRole } from '../../tickets/enums.js';
import { toGlobalId } from '../../../relay/globalId.js';
import type { ServiceActivityDto } from '../dto.js';

const full = (a: ServiceActivityDto) => a.detail === 'full';

/** The v20 job in camelCase; what the viewer may not see is already null in v20's answer. */
export const ServiceActivity: ServiceActivityResolvers = {
  id: (a) => toGlobalId('ServiceActivity', a.id),
  databaseId: (a) => a.id,
  status: (a) => a.status,
  detail: (a) => a.detail,
  serviceType: (a) => a.service_type,
  scheduledStart: (a) => a.scheduled_start,
  scheduledEnd: (a) => a.scheduled_end,
  timeZone: (a) => a.time_zone,
  home: (a) => a.home,
  // A vendor offered the job must not learn the address from the listing either.
  building: (a, _args, ctx) => (full(a) ? ctx.loaders.listings.buildings.load(String(a.building_id)) : null),
  accessRequirement: (a) => a.access_requirement,
  accessMethod: (a) => a.access_method,
  accessNotes: (a) => a.access_notes,
  notes: (a) => a.notes,
  priceCents: (a) => a.price_cents,
  // v20 does not list tickets to the vendor role (403), so a holder is not sent there.
  maintenanceTicket: (a, _args, ctx) => (a.maintenance_ticket_id !== null && ctx.session.role !== 'vendor'
    ? ctx.loaders.tickets.tickets.load(String(a.maintenance_ticket_id)) : null),
  holder: (a) => a.holder,
  heldByViewer: (a) => a.held_by_viewer,
  submission: (a) => (a.submission
    ? { notes: a.submission.notes, checklist: a.submission.checklist as { item: string; done: boolean }[], submittedAt: a.submission.submitted_at }
    : null),
  // Lists carry no timeline; a job seen in full is read once more for it.
  history: async (a, _args, ctx) => {
    if (!full(a)) return [];
    if (a.history) return a.history;
    return (await ctx.loaders.services.activities.load(String(a.id)))?.history ?? [];
  },
  // Like history: lists carry none, v20 gives them only to those who see the job in full.
  photos: async (a, _args, ctx) => {
    if (!full(a)) return [];
    if (a.photos) return a.photos;
    return (await ctx.loaders.services.activities.load(String(a.id)))?.photos ?? [];
  },
  onMyWayAt: (a) => a.on_my_way?.at ?? null,
  onMyWayEtaMinutes: (a) => a.on_my_way?.eta_minutes ?? null,
  createdAt: (a) => a.created_at,
  updatedAt: (a) => a.updated_at,
  completedAt: (a) => a.completed_at,
  canceledAt: (a) => a.canceled_at,
  viewerMay: (a) => a.viewer_may,
};

export const ServiceActivityHolder: ServiceActivityHolderResolvers = {
  databaseId: (h) => h.id,
  name: (h) => h.name,
  provider: (h, _args, ctx) => ctx.loaders.services.providers.load(String(h.id)),
};

export const ServiceActivityHistoryEntry: ServiceActivityHistoryEntryResolvers = {
  action: (h) => h.action,
  fromStatus: (h) => h.from_status,
  toStatus: (h) => h.to_status,
  actorRole: (h) => h.actor_role as ActorRole,
  actorUserId: (h) => (h.actor_user_id === null ? null : String(h.actor_user_id)),
  holderProviderId: (h) => (h.holder_provider_id === null ? null : String(h.holder_provider_id)),
  detailJson: (h) => JSON.stringify(h.detail),
  createdAt: (h) => h.created_at,
};

/** v20 signs the address relative to itself; browsers need it absolute (V20_PUBLIC_URL). */
export const ServiceActivityPhoto: ServiceActivityPhotoResolvers = {
  fileId: (p) => p.file_id,
  url: (p, _args, ctx) => photoUrl(ctx.publicUrl, p.url),
  fileName: (p) => p.file_name,
  handIn: (p) => p.hand_in,
  handedInAt: (p) => p.handed_in_at,
};
