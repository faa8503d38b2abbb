import type { ParkingSpotResolvers } from '../../../__generated__/resolvers-types.js';
import { toGlobalId } from '../../../relay/globalId.js';
import { money } from '../../core/money.js';

export const ParkingSpot: ParkingSpotResolvers = {
  id: (r) => toGlobalId('ParkingSpot', r.id),
  databaseId: (r) => String(r.id),
  parkingType: (r) => r.parking_type,
  parkingAccess: (r) => r.parking_access,
  monthlyFee: (r) => (r.monthly_fee_cents == null ? null : money(r.monthly_fee_cents)),
};
