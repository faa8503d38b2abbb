import { GraphQLError, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { isExplorerSession, type RequestTokens } from '../auth/requestTokens.js';
import type { GatewayConfig } from '../config.js';
import { countedCalls } from '../schema/cost.js';
import { secondsUntilFull, type TakeOutcome, type ThrottleStatus } from './bucket.js';
import { createMemoryStore } from './memoryStore.js';
import { createRedisStore } from './redisStore.js';
import type { BudgetStore } from './store.js';

/** `extensions.cost` of a partner response, in the shape Shopify's Admin API made familiar. */
export interface QueryCost {
  requestedQueryCost: number;
  actualQueryCost: number;
  throttleStatus: ThrottleStatus;
}

/** What one partner request was charged, filled in as it runs. */
interface Charge {
  /** Whether points were taken (false: refused before it ran, or throttled). */
  taken: boolean;
  requested: number;
  actual: number;
  status: ThrottleStatus;
}

interface Deps {
  config: GatewayConfig;
  tokens: RequestTokens;
  /** Defaults to Redis when REDIS_URL is set, else memory. */
  store?: BudgetStore;
}

const requestOf = (context: unknown) => (context as { request?: Request }).request;
const callsOf = (context: unknown) => (context as { v20?: { calls: number } }).v20?.calls ?? 0;

/**
 * The bucket key of a metered request, once the api confirmed its session is open
 * (the same confirmation that lets it send operation text): a partner token's
 * session id, or the session of a signed-in user in the API explorer (staff
 * excepted). The web app's persisted operations, guests and services have no budget.
 */
async function partnerKeyOf(tokens: RequestTokens, request: Request): Promise<string | null> {
  const token = await tokens.of(request);
  if (token.kind !== 'valid') return null;
  const explorer = isExplorerSession(token, request) && token.claims.staff !== true;
  if (token.claims.typ !== 'partner' && !explorer) return null;
  if (!(await tokens.privilegesOf(request)).arbitraryOperations) return null;
  return explorer ? `explorer:${token.claims.sid}` : token.claims.sid;
}

function throttled(outcome: Extract<TakeOutcome, { taken: false }>, requested: number): ExecutionResult {
  if (outcome.retryAfter === null) {
    return { errors: [new GraphQLError(
      `This operation costs ${requested} points, more than the ${outcome.status.maximumAvailable} your budget holds. Ask for fewer items (first) or split it.`,
      { extensions: { code: 'MAX_COST_EXCEEDED' } },
    )] };
  }
  return { errors: [new GraphQLError(
    `Your budget has ${outcome.status.currentlyAvailable} points left; this operation costs ${requested}. Retry in ${outcome.retryAfter} s.`,
    { extensions: { code: 'THROTTLED', http: { status: 429, headers: { 'retry-after': String(outcome.retryAfter) } } } },
  )] };
}

function rateLimitHeaders(charge: Charge): Record<string, string> {
  return {
    'ratelimit-limit': String(charge.status.maximumAvailable),
    'ratelimit-remaining': String(charge.status.currentlyAvailable),
    'ratelimit-reset': String(secondsUntilFull(charge.status)),
    'x-request-cost': String(charge.actual),
  };
}

/**
 * The store could not answer (Redis unreachable): the request runs unmetered
 * rather than failing; one line per failure for operators.
 */
function unavailable(err: unknown): null {
  console.error(`Partner budgets: the bucket store failed, request not metered: ${(err as Error).message}`);
  return null;
}

const isSingleResult = (result: unknown): result is ExecutionResult =>
  typeof result === 'object' && result !== null && !Array.isArray(result) && !(Symbol.asyncIterator in result);

/**
 * Partner budgets (docs/partners.md "Cost and rate limits"). Before a partner operation runs it
 * takes the requested cost (the v20 calls gateway/schema/cost.ts counted) from
 * its token's leaky bucket, or answers 429 THROTTLED with Retry-After; after,
 * it gives back what was counted but not called. Every partner response carries
 * `extensions.cost` and RateLimit-* headers. Register it before useRestCostLimit:
 * its execute wrapper runs after every onExecute hook (so after the counting), and
 * its onExecuteDone runs even when the counting refused the operation (which then
 * costs nothing). Subscriptions are not charged.
 */
export function usePartnerBudget({ config, tokens, store: given }: Deps): Plugin {
  const limits = config.partnerBudget;
  const store = given ?? (config.redisUrl ? createRedisStore(config.redisUrl, limits) : createMemoryStore(limits));
  const charges = new WeakMap<Request, Charge>();
  /** Requests the store could not meter: not asked again (each try waits for Redis). */
  const unmetered = new WeakSet<Request>();
  const failed = (request: Request) => (err: unknown) => {
    unmetered.add(request);
    return unavailable(err);
  };

  return {
    onExecute: async ({ args, executeFn, setExecuteFn }) => {
      const request = requestOf(args.contextValue);
      const key = request && (await partnerKeyOf(tokens, request));
      if (!request || !key) return;
      const counted = () => countedCalls.get(args.contextValue as object) ?? 0;
      setExecuteFn(async (execArgs) => {
        const requested = counted();
        const outcome = await store.take(key, requested).catch(failed(request));
        if (!outcome) return executeFn(execArgs);
        charges.set(request, { taken: outcome.taken, requested, actual: 0, status: outcome.status });
        return outcome.taken ? executeFn(execArgs) : throttled(outcome, requested);
      });
      return {
        onExecuteDone: async () => {
          const charge = charges.get(request);
          if (unmetered.has(request)) return;
          if (!charge) {
            // Refused by the cost limit before it ran: reported, nothing taken.
            const status = await store.peek(key).catch(failed(request));
            if (status) charges.set(request, { taken: false, requested: counted(), actual: 0, status });
            return;
          }
          if (!charge.taken) return;
          charge.actual = callsOf(args.contextValue);
          if (charge.actual === charge.requested) return;
          const status = await store.adjust(key, charge.requested - charge.actual).catch(failed(request));
          if (status) charge.status = status;
        },
      };
    },
    onResultProcess: async ({ request, result, setResult }) => {
      if (!isSingleResult(result)) return;
      const key = await partnerKeyOf(tokens, request);
      if (!key || unmetered.has(request)) return;
      // Refused before execution (invalid, too deep, not persisted...): nothing was taken.
      let charge = charges.get(request);
      if (!charge) {
        const status = await store.peek(key).catch(failed(request));
        if (!status) return;
        charge = { taken: false, requested: 0, actual: 0, status };
      }
      const cost: QueryCost = { requestedQueryCost: charge.requested, actualQueryCost: charge.actual, throttleStatus: charge.status };
      const http = (result.extensions?.http ?? {}) as { headers?: Record<string, string> };
      setResult({
        ...result,
        extensions: { ...result.extensions, cost, http: { ...http, headers: { ...http.headers, ...rateLimitHeaders(charge) } } },
      });
    },
    onDispose: () => store.close(),
  };
}
