import type { TestApi } from '../support/api.js';

/** A complete home body for POST /buildings (Durham, three photos, a long description). */
export const newHome = (extra: Record<string, unknown> = {}) => ({
  title: 'Maple Street house',
  description: 'A bright four-bedroom house near Duke, with a big kitchen and a shaded porch.',
  property_type: 'sfr',
  address: { street: '12 Maple St', city: 'Durham', state: 'NC', zip: '27701' },
  region: 'nc/durham',
  home_amenities: ['porch', 'deck/patio'],
  pet_options: ['cats'],
  utilities_included: ['internet'],
  ...extra,
});

export const newBedroom = (extra: Record<string, unknown> = {}) => ({
  name: 'Bedroom 1', features: ['walk-in closet'], rent_components: { BASE: 80_000, UTILITIES: 5_000, PLATFORM_FEE: 2_000 },
  available_on: '2030-01-01', size_sq_ft: 140, ...extra,
});

/** Creates a home and, unless `photos: false`, gives it one illustrated photo of its own. */
export async function createHome(api: TestApi, token: string, extra: Record<string, unknown> = {}, photos = true): Promise<{ id: number; [k: string]: unknown }> {
  const res = await api.call('POST', '/buildings', { token, body: newHome(extra) });
  if (res.statusCode !== 201) throw new Error(`create home: ${res.statusCode} ${res.body}`);
  if (!photos) return res.json();
  const id = res.json().id as number;
  const patched = await api.call('PATCH', `/buildings/${id}`, { token, body: { photo_urls: [`/v20/files/photos/building-${id}-1.svg`] } });
  return patched.json();
}

/** A listable home: created, with one bedroom and one bathroom. */
export async function createListableHome(api: TestApi, token: string): Promise<number> {
  const home = await createHome(api, token);
  await api.call('POST', `/buildings/${home.id}/bedrooms`, { token, body: newBedroom() });
  await api.call('POST', `/buildings/${home.id}/bathrooms`, { token, body: { bathroom_type: 'full', relation: 'non_attached' } });
  return home.id;
}
