/**
 * The city listing pages of spec §2. `slug` is the path after `/listings/` and the
 * value of the v20 `region` filter; `cities` are the cities a page covers.
 */
export interface CityPageInfo {
  key: 'ATLANTA' | 'CHARLOTTE' | 'DURHAM' | 'RALEIGH' | 'TRIAD' | 'AUSTIN' | 'SAN_ANTONIO' | 'DALLAS_FORT_WORTH';
  slug: string;
  title: string;
  state: string;
  cities: string[];
}

export const CITY_PAGES: readonly CityPageInfo[] = [
  { key: 'ATLANTA', slug: 'ga/atlanta', title: 'Atlanta', state: 'GA', cities: ['Atlanta'] },
  { key: 'CHARLOTTE', slug: 'nc/charlotte', title: 'Charlotte', state: 'NC', cities: ['Charlotte'] },
  { key: 'DURHAM', slug: 'nc/durham', title: 'Durham', state: 'NC', cities: ['Durham'] },
  { key: 'RALEIGH', slug: 'nc/raleigh', title: 'Raleigh', state: 'NC', cities: ['Raleigh'] },
  { key: 'TRIAD', slug: 'triad', title: 'The Triad', state: 'NC', cities: ['Greensboro', 'Winston Salem'] },
  { key: 'AUSTIN', slug: 'tx/austin', title: 'Austin', state: 'TX', cities: ['Austin'] },
  { key: 'SAN_ANTONIO', slug: 'tx/san-antonio', title: 'San Antonio', state: 'TX', cities: ['San Antonio'] },
  { key: 'DALLAS_FORT_WORTH', slug: 'dallas-fort-worth', title: 'Dallas-Fort Worth', state: 'TX', cities: ['Dallas', 'Fort Worth'] },
];

export const REGION_SLUGS = CITY_PAGES.map((p) => p.slug) as [string, ...string[]];

export function cityPageBySlug(slug: string): CityPageInfo | undefined {
  return CITY_PAGES.find((p) => p.slug === slug);
}

export function cityPageByKey(key: string): CityPageInfo | undefined {
  return CITY_PAGES.find((p) => p.key === key);
}
