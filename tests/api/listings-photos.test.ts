import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../support/api.js';
import { query } from './listings-helpers.js';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('listing photos', () => {
  it('serves every photo of a home as an SVG image cached for a year', async () => {
    const [home] = await query<{ photo_urls: string[] }>(api, sql`SELECT photo_urls FROM buildings WHERE id = 12`);
    expect(home.photo_urls.length).toBeGreaterThanOrEqual(4);
    for (const url of home.photo_urls) {
      const res = await api.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(res.body.endsWith('</svg>')).toBe(true);
      expect(res.body).not.toMatch(/<script/i);
    }
  });

  it('serves bedroom photos without a token, the same bytes every time', async () => {
    const [room] = await query<{ photo_urls: string[] }>(api, sql`SELECT photo_urls FROM bedrooms WHERE id = 44`);
    const first = await api.app.inject({ method: 'GET', url: room.photo_urls[0] });
    const again = await api.app.inject({ method: 'GET', url: room.photo_urls[0] });
    expect(first.statusCode).toBe(200);
    expect(first.body).toBe(again.body);
  });

  it('answers 404 for names that are malformed or not used by any home or bedroom', async () => {
    const [room] = await query<{ id: number }>(api, sql`SELECT id FROM bedrooms WHERE cardinality(photo_urls) = 1 LIMIT 1`);
    const [home] = await query<{ id: number }>(api, sql`SELECT id FROM buildings WHERE cardinality(photo_urls) = 4 LIMIT 1`);
    for (const name of [
      'building-999999-1.svg', `building-${home.id}-5.svg`, `bedroom-${room.id}-2.svg`, 'building-12-9.svg',
      'building-12-1.png', 'pool-1-1.svg', '..%2F..%2Fetc%2Fpasswd',
    ]) {
      const res = await api.call('GET', `/files/photos/${name}`);
      expect(res.statusCode, name).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
    // A NUL is refused before any lookup, as in every path (api/http/input.ts).
    const nul = await api.call('GET', '/files/photos/building-12-1.svg%00');
    expect(nul.statusCode).toBe(400);
    expect(nul.json().error.code).toBe('invalid_input');
  });
});
