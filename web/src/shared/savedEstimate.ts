// The co-living estimate a homeowner saved on this device ("Save this estimate" on
// /coliving-estimate) and the address that carries it to /list. The one place that
// reads and writes it: /coliving-estimate and /list both use it.
import { BRAND } from '../../../common/brand';
import { cityPageByKey, type CityPageInfo } from '../../../common/regions';

/** A home as the co-living estimate reads it (public/guides/estimateMath.ts). */
export interface HomeFacts {
  bedrooms: number;
  bathrooms: number;
  /** What the whole home would rent for to one household, per month. */
  wholeHomeRentCents: number;
}

export interface EstimateInputs extends HomeFacts {
  cityKey: CityPageInfo['key'];
}

/** What "Save this estimate" keeps on this device (a guest has no account to keep it in). */
export interface SavedEstimate extends EstimateInputs {
  roomsNetCents: number;
  savedAt: string;
}

const SAVED_KEY = `${BRAND}:coliving-estimate`;

/** The saved estimate, or null (none, unreadable, or a city no longer served). Browser only. */
export function readSavedEstimate(): SavedEstimate | null {
  try {
    const saved = JSON.parse(window.localStorage.getItem(SAVED_KEY) ?? 'null') as SavedEstimate | null;
    return saved && cityPageByKey(saved.cityKey) ? saved : null;
  } catch {
    return null;
  }
}

/** Keeps `record` on this device; throws when the browser refuses (private mode, full storage). */
export function writeSavedEstimate(record: SavedEstimate): void {
  window.localStorage.setItem(SAVED_KEY, JSON.stringify(record));
}

/** The query /list reads an estimate from (?from=coliving-estimate&city=&bedrooms=&…). */
export function estimateListParams(e: EstimateInputs & { roomsNetCents: number }): URLSearchParams {
  return new URLSearchParams({
    from: 'coliving-estimate',
    city: e.cityKey,
    bedrooms: String(e.bedrooms),
    bathrooms: String(e.bathrooms),
    whole_home_rent: String(Math.round(e.wholeHomeRentCents / 100)),
    by_the_room: String(Math.round(e.roomsNetCents / 100)),
  });
}
