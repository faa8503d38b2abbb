import { createPrng } from './prng.js';
import {
  ACCENT_COLORS, BRICK_COLORS, CABINET_COLORS, CARPET_COLORS, COUNTER_COLORS, DOOR_COLORS, ROOF_COLORS,
  SIDING_COLORS, TRIM_COLORS, WALL_COLORS, WOOD_FLOORS, type FloorKind,
} from './palettes.js';

/**
 * What a home looks like, derived from its id alone. The photo generator draws it
 * and the demo seed reads it (property type, porch, garage, fireplace, floors), so
 * an apartment listing shows an apartment block and a home with a porch in its
 * amenities shows one in its photo.
 */
export type BuildingForm = 'house' | 'townhomes' | 'duplex' | 'triplex' | 'apartment';
export type RoofStyle = 'gable' | 'hip' | 'flat' | 'shed' | 'gambrel';

export interface HomeDesign {
  form: BuildingForm;
  propertyType: 'sfr' | 'townhome' | 'apartment' | 'condo' | 'duplex' | 'triplex' | 'other';
  stories: number;
  roof: RoofStyle;
  material: 'lap' | 'brick' | 'board' | 'stucco';
  siding: string;
  trim: string;
  roofColor: string;
  door: string;
  hasPorch: boolean;
  hasChimney: boolean;
  hasGarage: boolean;
  hasBalconies: boolean;
  interior: InteriorDesign;
}

export interface InteriorDesign {
  wall: string;
  accent: string;
  accent2: string;
  floor: FloorKind;
  floorColor: string;
  cabinet: string;
  counter: string;
  hasFireplace: boolean;
}

const FORMS: readonly (readonly [BuildingForm, number])[] = [
  ['house', 58], ['townhomes', 16], ['duplex', 10], ['triplex', 5], ['apartment', 11],
];

export function homeDesign(buildingId: number): HomeDesign {
  const r = createPrng(`home-design-${buildingId}`);
  const form = r.weighted(FORMS);
  const material = form === 'apartment' ? r.pick(['brick', 'board', 'stucco'] as const) : r.weighted([['lap', 5], ['brick', 2], ['board', 2], ['stucco', 1]] as const);
  const roof: RoofStyle =
    form === 'apartment' ? 'flat' : form === 'townhomes' ? r.pick(['gable', 'flat', 'shed'] as const) : r.weighted([['gable', 5], ['hip', 3], ['gambrel', 1], ['shed', 1], ['flat', 1]] as const);
  const propertyType: HomeDesign['propertyType'] =
    form === 'house' ? (r.chance(0.06) ? 'other' : 'sfr') : form === 'townhomes' ? 'townhome' : form === 'apartment' ? (r.chance(0.5) ? 'condo' : 'apartment') : form;
  const hasFireplace = form !== 'apartment' && r.chance(0.4);
  return {
    form,
    propertyType,
    stories: form === 'apartment' ? r.int(3, 4) : form === 'house' ? r.weighted([[1, 4], [2, 6]] as const) : 2,
    roof,
    material,
    siding: material === 'brick' ? r.pick(BRICK_COLORS) : r.pick(SIDING_COLORS),
    trim: r.pick(TRIM_COLORS),
    roofColor: r.pick(ROOF_COLORS),
    door: r.pick(DOOR_COLORS),
    hasPorch: form !== 'apartment' && r.chance(0.55),
    hasChimney: hasFireplace && roof !== 'flat',
    hasGarage: form === 'house' && r.chance(0.45),
    hasBalconies: form === 'apartment' || (form === 'townhomes' && r.chance(0.5)),
    interior: interiorDesign(r.int(0, 2 ** 31), hasFireplace),
  };
}

function interiorDesign(seed: number, hasFireplace: boolean): InteriorDesign {
  const r = createPrng(seed);
  const floor = r.weighted([['oak', 4], ['walnut', 2], ['light', 3], ['grey', 2], ['carpet', 1]] as const);
  const [accent, accent2] = r.sample(ACCENT_COLORS, 2);
  return {
    wall: r.pick(WALL_COLORS),
    accent: r.chance(0.5) ? accent : accent2,
    accent2: r.chance(0.5) ? accent2 : accent,
    floor,
    floorColor: floor === 'carpet' ? r.pick(CARPET_COLORS) : WOOD_FLOORS[floor],
    cabinet: r.pick(CABINET_COLORS),
    counter: r.pick(COUNTER_COLORS),
    hasFireplace,
  };
}

export interface BedroomDesign extends InteriorDesign {
  hasCeilingFan: boolean;
  windowOnLeft: boolean;
  bedding: string;
}

/** A bedroom's look from its id; the seed gives it the "ceiling fan" feature when one is drawn. */
export function bedroomDesign(bedroomId: number): BedroomDesign {
  const r = createPrng(`bedroom-design-${bedroomId}`);
  return {
    ...interiorDesign(r.int(0, 2 ** 31), false),
    hasCeilingFan: r.chance(0.45),
    windowOnLeft: r.chance(0.5),
    bedding: r.pick(['#ffffff', '#f1ece4', '#dfe7ef', '#e8e1ef', '#f3e3d3'] as const),
  };
}
