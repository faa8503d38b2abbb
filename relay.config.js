// Relay's configuration, read by relay-compiler (`npx relay-compiler`, `--validate`
// in `npm test`) and by babel-plugin-relay (through Vite, which also passes the
// options the build needs itself; see web/vite.config.ts).
//
// Why named exports and not `export default {…}` or `module.exports = {…}`:
// package.json says "type": "module", so this file is an ES module, and
// relay-compiler loads it with `node -e "…JSON.stringify(require(file))"`. Node
// (>= 20.19, the version package.json requires) can require() an ES module and hands
// back its namespace object: with named exports that object is the configuration
// itself, while a default export comes back as `{ "__esModule": true, "default": … }`,
// which the compiler refuses with a panic ("unknown field `__esModule`"), and
// `module.exports` does not exist in an ES module. babel-plugin-relay loads it through
// cosmiconfig's require() and gets the same object.

/** Only the web app holds graphql`` tags; the compiler reads nothing else. */
export const src = './web/src';

/** The gateway's merged contract (`npm run schema`): the web compiles against exactly what the gateway serves. */
export const schema = './schema.graphql';

/** Artifacts in TypeScript, so screens import typed `…Query$data` / `…$key` types and tsc checks them. */
export const language = 'typescript';

/**
 * One folder for every artifact, named after its operation or fragment, not its file:
 * moving a component does not move or rename its artifacts, and imports are always
 * `__generated__/<Name>.graphql`. babel-plugin-relay needs the same folder (Vite gives it absolute).
 */
export const artifactDirectory = './web/src/__generated__';

/** Artifacts import each other with ES `import` rather than lazy `require()`: Vite bundles ES modules and the browser has no require. */
export const eagerEsModules = true;

/** Dependencies, the compiler's own output, and unit tests (not part of the app) are not scanned for graphql`` tags. */
export const excludes = ['**/node_modules/**', '**/__generated__/**', '**/*.test.ts'];

/** The schema's date scalars travel as ISO strings (`YYYY-MM-DD`, timestamps); without this they would be typed `any`. */
export const customScalarTypes = { Date: 'string', DateTime: 'string' };

/**
 * Persisted operations: every query, mutation and subscription is written to
 * web/persisted-queries.json under its sha256 id, and the network sends only the id.
 * The gateway loads this file (PERSISTED_OPERATIONS_FILE) and, in production, runs
 * nothing else from the web, so the text must be in it (`include_query_text`).
 * The file must exist (`{}`) before the first compile, or relay-compiler panics.
 */
export const persistConfig = {
  file: './web/persisted-queries.json',
  algorithm: 'SHA256',
  include_query_text: true,
};
