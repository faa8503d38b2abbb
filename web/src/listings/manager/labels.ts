import {
  BATHROOM_RELATIONS, BATHROOM_TYPES, BEDROOM_FEATURES, HOME_AMENITIES, PARKING_ACCESS, PARKING_TYPES, PET_OPTIONS,
  PROPERTY_TYPES, STORAGE_TYPES, UTILITIES,
} from '../../../../common/enums';
import { CITY_PAGES } from '../../../../common/regions';

/**
 * Checkbox and select options: the GraphQL value (the spec's value upper-cased, as
 * the gateway names it) with the spec's own words as the label.
 */
export interface Option<V extends string = string> {
  value: V;
  label: string;
}

export const graphQLName = (value: string) => value.toUpperCase().replace(/[^A-Z0-9]+/g, '_').replace(/^_|_$/g, '');
const sentence = (value: string) => {
  const words = value.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};
const options = (values: readonly string[], labels: Record<string, string> = {}): Option[] =>
  values.map((v) => ({ value: graphQLName(v), label: labels[v] ?? sentence(v) }));

export const PROPERTY_TYPE_OPTIONS = options(PROPERTY_TYPES, { sfr: 'Single-family home', other: 'Other' });
export const AMENITY_OPTIONS = options(HOME_AMENITIES);
export const STORAGE_OPTIONS = options(STORAGE_TYPES);
export const PET_OPTIONS_LIST = options(PET_OPTIONS);
export const UTILITY_OPTIONS = options(UTILITIES);
export const BEDROOM_FEATURE_OPTIONS = options(BEDROOM_FEATURES);
export const BATHROOM_TYPE_OPTIONS = options(BATHROOM_TYPES, { three_quarter: 'Three-quarter', half_shower: 'Half (shower)', half_tub: 'Half (tub)', half_toilet: 'Half (toilet only)' });
export const BATHROOM_RELATION_OPTIONS = options(BATHROOM_RELATIONS, { jack_jill: 'Jack and Jill', non_attached: 'Not attached (shared)' });
export const PARKING_TYPE_OPTIONS = options(PARKING_TYPES);
export const PARKING_ACCESS_OPTIONS = options(PARKING_ACCESS);
export const WASHER_OPTIONS: Option[] = [{ value: 'IN_UNIT', label: 'In the unit' }, { value: 'ON_PREMISE', label: 'On the premises' }];
export const WASHER_COST_OPTIONS: Option[] = [{ value: 'FREE', label: 'Free' }, { value: 'COIN_OPERATED', label: 'Coin operated' }];
export const CITY_PAGE_OPTIONS: Option[] = CITY_PAGES.map((p) => ({ value: p.key, label: `${p.title}, ${p.state}` }));

export const labelOf = (list: readonly Option[], value: string) => list.find((o) => o.value === value)?.label ?? value;
