import { makeExecutableSchema } from '@graphql-tools/schema';
import { describe, expect, it } from 'vitest';
import type { ViewerSession } from '../session.js';
import { accessLevelOf, enforceAccess, refusal, type AccessLevel } from './access.js';
import { buildSchema } from './executable.js';

const base = { userId: null, role: null, isStaff: false, tokenProblem: null } as const;
const sessions: Record<string, ViewerSession> = {
  none: { ...base, token: null, isGuest: true },
  guest: { ...base, token: 'g', isGuest: true },
  tenant: { ...base, token: 't', isGuest: false, userId: '1', role: 'tenant' },
  manager: { ...base, token: 'm', isGuest: false, userId: '2', role: 'manager' },
  staff: { ...base, token: 's', isGuest: false, userId: '3', role: 'tenant', isStaff: true },
};

// Which sessions each level lets through; everyone else is refused.
const allowed: Record<AccessLevel, string[]> = {
  ANYONE: ['none', 'guest', 'tenant', 'manager', 'staff'],
  GUEST: ['guest', 'tenant', 'manager', 'staff'],
  USER: ['tenant', 'manager', 'staff'],
  TENANT: ['tenant', 'staff'],
  MANAGER: ['manager'],
  VENDOR: [],
  STAFF: ['staff'],
};

describe('@access levels', () => {
  for (const [level, who] of Object.entries(allowed) as Array<[AccessLevel, string[]]>) {
    for (const [name, session] of Object.entries(sessions)) {
      const expected = who.includes(name);
      it(`${level} ${expected ? 'lets' : 'refuses'} ${name === 'none' ? 'a caller without a token' : `a ${name}`}`, () => {
        const refused = refusal(level, session);
        expect(refused === null).toBe(expected);
        if (refused) expect(['UNAUTHENTICATED', 'FORBIDDEN']).toContain(refused.extensions.code);
      });
    }
  }

  it('an unknown guest (no token) is UNAUTHENTICATED, a wrong role FORBIDDEN', () => {
    expect(refusal('GUEST', sessions.none)?.extensions.code).toBe('UNAUTHENTICATED');
    expect(refusal('MANAGER', sessions.tenant)?.extensions.code).toBe('FORBIDDEN');
  });
});

describe('the contract', () => {
  it('declares @access on every Query and Mutation field', () => {
    const schema = buildSchema();
    for (const root of [schema.getQueryType()!, schema.getMutationType()!]) {
      for (const field of Object.values(root.getFields())) {
        expect(accessLevelOf(field), `${root.name}.${field.name}`).toBeDefined();
      }
    }
  });

  it('refuses to start with a root field that does not declare it', () => {
    const schema = makeExecutableSchema({
      typeDefs: 'directive @access(level: String) on FIELD_DEFINITION\ntype Query { open: Int, secret: Int }',
    });
    expect(() => enforceAccess(schema)).toThrow(/Query.open does not declare @access/);
  });
});

describe('subscriptions', () => {
  it('checks access when subscribing, before anything is listened to', async () => {
    let listened = 0;
    const schema = enforceAccess(makeExecutableSchema({
      typeDefs: `enum AccessLevel { USER }
        directive @access(level: AccessLevel) on FIELD_DEFINITION
        type Query { ok: Int @access(level: USER) }
        type Subscription { ticks: Int! @access(level: USER) }`,
      resolvers: {
        Subscription: {
          ticks: {
            subscribe: async function* () {
              listened += 1;
              yield { ticks: 1 };
            },
          },
        },
      },
    }));
    const field = schema.getSubscriptionType()!.getFields().ticks;
    const info = {} as Parameters<NonNullable<typeof field.subscribe>>[3];
    expect(() => field.subscribe!({}, {}, { session: sessions.guest }, info)).toThrow(/Sign in/);
    expect(listened).toBe(0);
    const iterator = field.subscribe!({}, {}, { session: sessions.tenant }, info) as AsyncGenerator;
    expect((await iterator.next()).value).toEqual({ ticks: 1 });
    expect(listened).toBe(1);
  });
});
