import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { declaredRoutes, inItsFolder } from './route-modules.js';

const routesDir = dirname(fileURLToPath(import.meta.url));

/**
 * Routes that still sit outside the folder their URL names (the rule: inItsFolder).
 * Most are the spec's flat, verb-like URLs kept with the resource group they act on
 * (sign-in and sign-up under auth/, card and bank set-up under payment-sources/,
 * rent under rent/, staff money tools under internal/money/, a building's new
 * bathroom, bedroom or parking spot beside the others). The list only shrinks: a new
 * route goes in the folder its URL names, and a route moved home leaves the list.
 */
const KNOWN_OUTSIDE = [
  'POST /submit-application',
  'POST /forgot-password',
  'POST /reset-password',
  'POST /change-password',
  'POST /email-register',
  'POST /verify-email',
  'POST /g/session',
  'POST /email-login',
  'POST /logout',
  'POST /assume-user-role',
  'POST /buildings/:id/bathrooms',
  'POST /buildings/:id/bedrooms',
  'POST /document-signing-url',
  'POST /document-signed',
  'GET /event-types',
  'GET /files/:file_id',
  'GET /files/public/building-photos/:file_id',
  'PUT /uploads/:file_id',
  'GET /internal/manager-ledger-charges',
  'POST /internal/manager-ledger-charges',
  'GET /internal/manager-ledger-payments-pause',
  'POST /internal/manager-ledger-payments-pause',
  'DELETE /internal/manager-ledger-payments-pause',
  'GET /internal/ledger-check',
  'POST /internal/compute-monthly-recurring-charges',
  'GET /tenant-invoices',
  'GET /lifecycle-categories',
  'GET /buildings/:id/lifecycle-category',
  'POST /buildings/:id/parking-spots',
  'POST /payment-source',
  'GET /stripe-info',
  'POST /test-payments/card-tokens',
  'POST /plaid-link-token',
  'POST /stripe-connect-account-link',
  'GET /test-payments/connect/:state',
  'GET /tenant-payment-schedule',
  'GET /rentals',
  'GET /resolution-case-categories',
  'GET /resolution-case-types',
  'GET /me/resolution-case-options',
];

describe('route folders mirror their URL', () => {
  it('every route sits in the folder its URL names, but the known few', () => {
    const outside = declaredRoutes(routesDir).filter((r) => !inItsFolder(r)).map((r) => `${r.method} ${r.url}`);
    expect(outside.sort()).toEqual([...KNOWN_OUTSIDE].sort());
  });

  it('finds the routes it checks', () => {
    expect(declaredRoutes(routesDir).length).toBeGreaterThan(200);
  });
});
