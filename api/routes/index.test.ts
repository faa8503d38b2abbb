import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findRouteModules, renderRouteIndex } from './route-modules.js';

const routesDir = dirname(fileURLToPath(import.meta.url));

describe('the route list', () => {
  it('is generated from the route folders (run `npm run routes` after adding or moving one)', () => {
    const written = readFileSync(join(routesDir, 'index.ts'), 'utf8');
    expect(written).toBe(renderRouteIndex(findRouteModules(routesDir)));
  });
});
