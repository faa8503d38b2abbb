import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import * as enums from '../enums.js';
import { Building, BuildingManagement, CoManager, Viewer } from './management.js';
import {
  addBuildingPhotos, becomeManager, createBuilding, generateBuildingDescription, inviteCoManager, removeCoManager, setBuildingListed,
  removeBuildingPhoto, updateBuilding, updateBuildingPricing,
} from './mutations.js';
import {
  addBathroom, addBedroom, addParkingSpot, deleteBathroom, deleteBedroom, deleteParkingSpot, updateBathroom, updateBedroom,
  updateParkingSpot,
} from './rooms.js';

export const buildingResolvers: Resolvers = {
  ...enums,
  Viewer,
  Building,
  BuildingManagement,
  CoManager,
  Mutation: {
    createBuilding, updateBuilding, setBuildingListed, updateBuildingPricing, generateBuildingDescription, inviteCoManager, removeCoManager,
    becomeManager, addBedroom, updateBedroom, deleteBedroom, addBathroom, updateBathroom, deleteBathroom, addParkingSpot, updateParkingSpot,
    deleteParkingSpot, addBuildingPhotos, removeBuildingPhoto,
  },
};
