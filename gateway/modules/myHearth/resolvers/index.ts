import type {
  HomeAccessResolvers, HousemateResolvers, MoveInChecklistResolvers, MutationResolvers, MyHomeResolvers, OpenRoomResolvers,
  ReferralResolvers, ReferralUseResolvers, Resolvers, ViewerResolvers,
} from '../../../__generated__/resolvers-types.js';
import { toGlobalId } from '../../../relay/globalId.js';
import { payloadOf } from '../../../schema/payload.js';
import { money } from '../../core/money.js';
import type { MyHomeDto, ReferralDto } from '../dto.js';

/**
 * /my-hearth: the renter's home (GET /me/home) and invite (GET/POST /me/referral).
 * Tenant role only: other roles get null without a call (the api refuses them too).
 */
const Viewer: Pick<ViewerResolvers, 'myHome' | 'referral'> = {
  myHome: async (s, _a, ctx) => (s.isGuest || s.role !== 'tenant' ? null : (await ctx.v20.get<{ home: MyHomeDto | null }>('/me/home')).home),
  referral: (s, _a, ctx) => (s.isGuest || s.role !== 'tenant' ? null : ctx.v20.get<ReferralDto>('/me/referral')),
};

const MyHome: MyHomeResolvers = {
  lifecycleId: (h) => toGlobalId('Lifecycle', h.lifecycle_id),
  lifecycleDatabaseId: (h) => String(h.lifecycle_id),
  buildingDatabaseId: (h) => String(h.building_id),
  building: (h, _a, ctx) => ctx.loaders.listings.buildings.load(String(h.building_id)),
  title: (h) => h.building_title,
  address: (h) => h.address,
  bedroomName: (h) => h.bedroom.name,
  moveInDate: (h) => h.move_in_date,
  moveOutDate: (h) => h.move_out_date,
  leaseSignedAt: (h) => h.lease_signed_at,
  access: (h) => h.access,
  housemates: (h) => h.housemates,
  openRooms: (h) => h.open_rooms,
  checklist: (h) => h.checklist,
};

const HomeAccess: HomeAccessResolvers = {
  method: (a) => a.method,
  instructions: (a) => a.instructions,
  wifiNetworkName: (a) => a.wifi_network_name,
  wifiPassword: (a) => a.wifi_password,
};

const Housemate: HousemateResolvers = {
  firstName: (h) => h.first_name,
  bedroomName: (h) => h.bedroom_name,
  moveInDate: (h) => h.move_in_date,
  occupation: (h) => h.occupation,
  interests: (h) => h.interests,
  roommateAnswers: (h) => h.roommate_answers.map((a) => ({ question: a.question as never, label: a.label, answer: a.answer })),
};

const OpenRoom: OpenRoomResolvers = {
  bedroomId: (r) => toGlobalId('Bedroom', r.bedroom_id),
  name: (r) => r.name,
  availableFrom: (r) => r.available_from,
  totalRent: (r) => money(r.rent_total_cents),
};

const MoveInChecklist: MoveInChecklistResolvers = {
  leaseCountersignedAt: (c) => c.lease_countersigned_at,
  depositPaidAt: (c) => c.deposit_paid_at,
  autopayOn: (c) => c.autopay_on,
  rentersInsurancePurchasedAt: (c) => c.renters_insurance_purchase_completed_at,
  firstRentPaidAt: (c) => c.first_rent_paid_at,
  accessReady: (c) => c.access_ready,
};

const Referral: ReferralResolvers = {
  eligible: (r) => r.eligible,
  code: (r) => r.code,
  friendCredit: (r) => money(r.friend_credit_cents),
  referrerCredit: (r) => money(r.referrer_credit_cents),
  creditedTotal: (r) => money(r.credited_total_cents),
  uses: (r) => r.uses,
};

const ReferralUse: ReferralUseResolvers = {
  friendFirstName: (u) => u.friend_first_name,
  homeTitle: (u) => u.building_title,
  appliedAt: (u) => u.applied_at,
  leaseSignedAt: (u) => u.lease_signed_at,
  credit: (u) => (u.credit_cents == null ? null : money(u.credit_cents)),
  creditedAt: (u) => u.credited_at,
};

const Mutation: Pick<MutationResolvers, 'createReferralCode'> = {
  createReferralCode: (_p, _a, ctx) => payloadOf(
    async () => ({ referral: await ctx.v20.post<ReferralDto>('/me/referral', {}), viewer: ctx.session }),
    { referral: null, viewer: ctx.session },
  ),
};

export const myHearthResolvers: Resolvers = {
  Viewer, Mutation, MyHome, HomeAccess, Housemate, OpenRoom, MoveInChecklist, Referral, ReferralUse,
};
