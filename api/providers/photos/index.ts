import { renderBedroom } from './bedroom.js';
import { renderExterior } from './exterior.js';
import { renderKitchen } from './kitchen.js';
import { renderLivingRoom } from './living-room.js';

/**
 * Generated listing photos. A photo is named after what it shows and whose it is
 * (`building-12-1.svg`, `bedroom-44-2.svg`); the picture is a pure function of the
 * name, which is what lets the api serve it as immutable.
 */
export const PHOTO_PATH_PREFIX = '/v20/files/photos/';
export const MAX_BUILDING_PHOTOS = 6;
export const MAX_BEDROOM_PHOTOS = 2;

export interface PhotoName {
  kind: 'building' | 'bedroom';
  id: number;
  index: number;
}

const NAME = /^(building|bedroom)-([1-9][0-9]{0,8})-([1-9])\.svg$/;

export function parsePhotoName(name: string): PhotoName | null {
  const match = NAME.exec(name);
  if (!match) return null;
  const kind = match[1] as PhotoName['kind'];
  const index = Number(match[3]);
  if (index > (kind === 'building' ? MAX_BUILDING_PHOTOS : MAX_BEDROOM_PHOTOS)) return null;
  return { kind, id: Number(match[2]), index };
}

export const photoPath = ({ kind, id, index }: PhotoName) => `${PHOTO_PATH_PREFIX}${kind}-${id}-${index}.svg`;

export function buildingPhotoPaths(buildingId: number, count: number): string[] {
  return Array.from({ length: Math.min(count, MAX_BUILDING_PHOTOS) }, (_, i) => photoPath({ kind: 'building', id: buildingId, index: i + 1 }));
}

export function bedroomPhotoPaths(bedroomId: number, count: number): string[] {
  return Array.from({ length: Math.min(count, MAX_BEDROOM_PHOTOS) }, (_, i) => photoPath({ kind: 'bedroom', id: bedroomId, index: i + 1 }));
}

/** A home's photos in the order a visitor sees them: street view first, then the shared rooms. */
const BUILDING_SHOTS: Record<number, (id: number, index: number) => string> = {
  1: (id, i) => renderExterior(id, i, false),
  2: renderLivingRoom,
  3: renderKitchen,
  4: (id, i) => renderExterior(id, i, true),
  5: (id, i) => renderBedroom({ buildingId: id }, i),
  6: renderLivingRoom,
};

export function renderPhoto(photo: PhotoName): string {
  if (photo.kind === 'bedroom') return renderBedroom({ bedroomId: photo.id }, photo.index);
  return BUILDING_SHOTS[photo.index](photo.id, photo.index);
}

/**
 * Listing photos behind a small interface, like the other providers. The local
 * default draws placeholder pictures (SVG) from the photo's name alone: deterministic,
 * no storage, no network. Photos uploaded by managers, or a stock-photo service,
 * would be another implementation.
 */
export interface ListingPhotos {
  readonly name: string;
  /** The picture as SVG text; the same for the same name, always. */
  render(photo: PhotoName): string;
}

/** The local default: pictures generated from the name. */
export const generatedPhotos: ListingPhotos = { name: 'generated', render: renderPhoto };

export function createListingPhotos(): ListingPhotos {
  return generatedPhotos;
}
