// Writes api/routes/index.ts from the route folders (`npm run routes`).
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findRouteModules, renderRouteIndex } from './route-modules.js';

const routesDir = dirname(fileURLToPath(import.meta.url));
const modules = findRouteModules(routesDir);
writeFileSync(join(routesDir, 'index.ts'), renderRouteIndex(modules));
console.log(`api/routes/index.ts: ${modules.length} route groups`);
