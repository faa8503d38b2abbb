// Merges the per-domain SDL files (gateway/modules/*/schema.graphql) into the root
// schema.graphql: the published contract that relay-compiler and codegen read.
// `--check` exits non-zero when the committed file has drifted.
import { readFileSync, writeFileSync } from 'node:fs';
import { mergedSchemaSDL } from '../gateway/schema/merge.js';

const target = 'schema.graphql';
const sdl = mergedSchemaSDL();
if (process.argv.includes('--check')) {
  const current = readFileSync(target, 'utf8');
  if (current !== sdl) {
    console.error(`${target} is out of date: run \`npm run schema\`.`);
    process.exit(1);
  }
  console.log(`${target} is up to date.`);
} else {
  writeFileSync(target, sdl);
  console.log(`wrote ${target}`);
}
