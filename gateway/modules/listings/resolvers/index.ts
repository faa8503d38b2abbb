import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import * as enums from '../enums.js';
import { Bathroom } from './Bathroom.js';
import { ParkingSpot } from './ParkingSpot.js';
import { Bedroom, BedroomAvailability } from './Bedroom.js';
import { Building } from './Building.js';
import { saveListing, unsaveListing } from './Mutation.saveListing.js';
import { listing } from './Query.listing.js';
import { listings } from './Query.listings.js';

export const listingResolvers: Resolvers = {
  ...enums,
  Building,
  Bedroom,
  BedroomAvailability,
  Bathroom,
  ParkingSpot,
  Query: { listings, listing },
  Mutation: { saveListing, unsaveListing },
};
