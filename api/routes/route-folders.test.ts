import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { declaredRoutes, inItsFolder } from './route-modules.js';

const routesDir = dirname(fileURLToPath(import.meta.url));

/**
 * Every route sits in the folder its URL names (the rule: inItsFolder), the spec's
 * flat, verb-like URLs too: POST /email-login in email-login/, POST
 * /buildings/:id/bathrooms in buildings/bathrooms/, GET /internal/ledger-check in
 * internal/ledger-check/. What several of them share stays beside the group it
 * belongs to and is imported from there (auth/ for sign-in and sign-up,
 * payment-sources/, rent/, resolution-cases/), never through another folder's
 * index.ts. A new route goes in the folder its URL names; there are no exceptions.
 */
describe('route folders mirror their URL', () => {
  it('every route sits in the folder its URL names', () => {
    const outside = declaredRoutes(routesDir).filter((r) => !inItsFolder(r)).map((r) => `${r.method} ${r.url} (${r.file})`);
    expect(outside).toEqual([]);
  });

  it('finds the routes it checks', () => {
    expect(declaredRoutes(routesDir).length).toBeGreaterThan(200);
  });
});
