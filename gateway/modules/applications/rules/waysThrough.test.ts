import { readFileSync } from 'node:fs';
import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ONBOARDING_RULES } from './onboarding.js';
import { WAYS_THROUGH } from './waysThrough.js';

const mutations = buildSchema(readFileSync(new URL('../../../../schema.graphql', import.meta.url), 'utf8'), { assumeValidSDL: true })
  .getMutationType()!.getFields();

describe('every onboarding step the gateway sends someone to has a way through', () => {
  it.each(ONBOARDING_RULES.map((r) => [r.step]))('%s is passed by a mutation of the schema', (step) => {
    const ways = WAYS_THROUGH[step];
    expect(ways.length).toBeGreaterThan(0);
    for (const name of ways) expect(mutations[name], name).toBeDefined();
  });
});
