import rateLimitPlugin, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { AppDeps } from '../deps.js';
import { HttpError } from './errors.js';
import { databaseRateLimitStore } from './rate-limit-store.js';

/** Whom a limit counts: the caller's address, the email in the body, or the signed-in user. */
type Subject = 'address' | 'email' | 'user';

interface RateLimitRule {
  per: Subject;
  max: number;
  windowSeconds: number;
  /** The 429's message, before "Try again in …". */
  message: string;
}

/**
 * Every request limit of the api (README "Rate limits"), counted in the database
 * so it holds across api instances. A route names the ones it is under in
 * `config.limits`; sign-in has its own limits (api/auth/login-throttle.ts).
 */
export const RATE_LIMITS = {
  password_reset_mails_per_email: { per: 'email', max: 3, windowSeconds: 3600, message: 'Too many reset links were asked for this email.' },
  password_reset_mails_per_address: { per: 'address', max: 20, windowSeconds: 3600, message: 'Too many reset links were asked from your address.' },
  confirmation_mails_per_email: { per: 'email', max: 3, windowSeconds: 3600, message: 'Too many confirmation links were asked for this email.' },
  confirmation_mails_per_address: { per: 'address', max: 20, windowSeconds: 3600, message: 'Too many confirmation links were asked from your address.' },
  sign_ups_per_address: { per: 'address', max: 20, windowSeconds: 3600, message: 'Too many accounts were created from your address.' },
  card_tokens_per_address: { per: 'address', max: 30, windowSeconds: 60, message: 'Too many card tokens.' },
  upload_reservations_per_user: { per: 'user', max: 30, windowSeconds: 600, message: 'Too many uploads started.' },
  mails_to_others_per_user: { per: 'user', max: 20, windowSeconds: 3600, message: 'Too many emails sent to other people.' },
  api_tokens_per_user: { per: 'user', max: 20, windowSeconds: 3600, message: 'Too many API tokens were created.' },
  sign_in_mails_per_email: { per: 'email', max: 5, windowSeconds: 3600, message: 'Too many sign-in links or codes were asked for this email.' },
  sign_in_mails_per_address: { per: 'address', max: 20, windowSeconds: 3600, message: 'Too many sign-in links or codes were asked from your address.' },
  code_checks_per_email: { per: 'email', max: 15, windowSeconds: 3600, message: 'Too many codes were tried for this email.' },
  code_checks_per_address: { per: 'address', max: 50, windowSeconds: 3600, message: 'Too many codes were tried from your address.' },
  passwordless_sign_ins_per_address: { per: 'address', max: 60, windowSeconds: 600, message: 'Too many sign-ins from your address.' },
  form_submissions_per_address: { per: 'address', max: 10, windowSeconds: 3600, message: 'Too many forms were sent from your address.' },
} as const satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof RATE_LIMITS;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The limits this route is under (RATE_LIMITS). A route anyone may call that
     * writes must declare them, `[]` included (say why beside it), or the api
     * refuses to start.
     */
    limits?: readonly RateLimitName[];
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Anonymous writes are where abuse is cheap: they must decide, in the open. */
function mustDeclareLimits(route: RouteOptions): boolean {
  const access = route.config?.access;
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return (access === 'public' || access === 'guest') && methods.some((m) => !READS.has(m));
}

function subjectOf(request: FastifyRequest, per: Subject): string {
  if (per === 'address') return normalizeIP(request.ip);
  if (per === 'user') return String(request.auth?.userId ?? 'anonymous');
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

const inWords = (seconds: number) => (seconds >= 90 * 60 ? `${Math.ceil(seconds / 3600)} hour(s)` : seconds >= 90
  ? `${Math.ceil(seconds / 60)} minute(s)` : `${seconds} second(s)`);

/** One preHandler that counts the request under each of the route's limits; over any, 429 with Retry-After. */
function limitsHandler(app: FastifyInstance, names: readonly RateLimitName[]) {
  const limiters = names.map((name) => {
    const rule: RateLimitRule = RATE_LIMITS[name];
    const check = app.createRateLimit({
      max: rule.max,
      timeWindow: rule.windowSeconds * 1000,
      keyGenerator: (request) => `${name}:${subjectOf(request, rule.per)}`,
    });
    return { rule, check };
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    let refused: { rule: RateLimitRule; wait: number } | null = null;
    for (const { rule, check } of limiters) {
      const result = await check(request);
      if (result.isAllowed || !result.isExceeded) continue;
      const wait = Math.max(1, result.ttlInSeconds);
      if (!refused || wait > refused.wait) refused = { rule, wait };
    }
    if (!refused) return;
    reply.header('retry-after', String(refused.wait));
    throw new HttpError(429, 'rate_limited', `${refused.rule.message} Try again in ${inWords(refused.wait)}.`);
  };
}

/**
 * Registers @fastify/rate-limit with the database store (no global limit) and
 * wires each route's declared limits; a public write without a declaration, or
 * a name that is not a rule, stops start-up.
 */
export async function registerRateLimits(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(rateLimitPlugin, { global: false, store: databaseRateLimitStore(deps.database.db) });
  app.addHook('onRoute', (route) => {
    const names = route.config?.limits;
    if (names === undefined) {
      if (mustDeclareLimits(route)) throw new Error(`Route ${route.method} ${route.url} is open to anyone and writes: declare config.limits`);
      return;
    }
    const unknown = names.filter((n) => !(n in RATE_LIMITS));
    if (unknown.length) throw new Error(`Route ${route.method} ${route.url} names unknown limits: ${unknown.join(', ')}`);
    if (names.length === 0) return;
    const handler = limitsHandler(app, names);
    const existing = route.preHandler;
    route.preHandler = [...(Array.isArray(existing) ? existing : existing ? [existing] : []), handler];
  });
}
