import type { IncomingMessage } from 'node:http';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { GraphQLError, type ValidationRule } from 'graphql';
import { createYoga, maskError, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import { RequestTokens } from './auth/requestTokens.js';
import { createSessionConfirmer } from './auth/sessionCheck.js';
import type { TokenVerifier } from './auth/viewerToken.js';
import type { GatewayConfig } from './config.js';
import { createContext, type GatewayContext } from './context.js';
import { clientAddressResolver } from './http/clientAddress.js';
import type { V20CallRecorder } from './http/metrics.js';
import { persistedOperationStore } from './http/persistedOperations.js';
import { useWellFormedInput } from './http/wellFormedInput.js';
import { useJitQueries } from './http/jit.js';
import { useRequestBodyLimit } from './http/requestBodyLimit.js';
import { memoisedRestCalls } from './http/restCostMemo.js';
import { useRestCostLimit } from './schema/cost.js';
import type { LivePubSub } from './live/pubsub.js';
import { usePartnerBudget } from './budget/plugin.js';
import { buildSchema } from './schema/executable.js';
import type { V20Client } from './v20/client.js';

export interface YogaDeps {
  config: GatewayConfig;
  recorder: V20CallRecorder;
  verifyToken: TokenVerifier;
  /** Where subscriptions listen (gateway/live). */
  pubsub: LivePubSub;
}

/**
 * armor refuses with a bare "Syntax Error: ..." GraphQLError, which it then throws:
 * give that very error a code clients can branch on (and drop the misleading prefix).
 */
const refusedAs = (code: string) => (_context: unknown, error: GraphQLError) => {
  Object.assign(error.extensions, { code });
  error.message = error.message.replace(/^Syntax Error: /, '');
};

/**
 * The v20 calls one operation may cause (gateway/schema/cost.ts). The heaviest web
 * screen, a manager's tenants (per home its open applications, per application its
 * applicant and screening), stays well under it; four aliased pages of 100
 * applications asking each one's questions count 404 and are refused.
 * tests/gateway/webOperations.test.ts checks every web operation.
 */
const REST_CALL_BUDGET = 400;

/**
 * Limits tuned for Relay-shaped operations: a browse page with fragments is about
 * depth 8 and a few hundred tokens; these leave room for that and refuse abuse.
 * Cost grows by depthCostFactor per level: 1.3 (armor's default is 1.5) because a
 * ticket screen legitimately nests a timeline (payload → ticket → updates → edges
 * → node → author/photos), costing about 6,700 at 1.3 but 13,300 at 1.5; the
 * depth limit still caps how far the factor compounds. tests/gateway/
 * webOperations.test.ts checks every web operation against these.
 */
function armor(config: GatewayConfig) {
  return EnvelopArmorPlugin({
    maxDepth: { n: 12, ignoreIntrospection: true, flattenFragments: true, onReject: [refusedAs('QUERY_TOO_DEEP')] },
    costLimit: {
      maxCost: 10_000, depthCostFactor: 1.3, ignoreIntrospection: true, flattenFragments: true, onReject: [refusedAs('QUERY_TOO_COMPLEX')],
    },
    maxAliases: { n: 20, onReject: [refusedAs('TOO_MANY_ALIASES')] },
    maxDirectives: { n: 50, onReject: [refusedAs('TOO_MANY_DIRECTIVES')] },
    maxTokens: { n: 4000, onReject: [refusedAs('TOO_MANY_TOKENS')] },
    // Field suggestions help in development and map the schema for attackers in production.
    blockFieldSuggestion: { enabled: config.isProduction },
  });
}

/**
 * The web sends persisted operation ids (Relay persistConfig), never text. Text is
 * accepted in development, and in production from partner and staff tokens whose
 * session the api confirms is still open, within the armor limits.
 */
function persistedOperations(config: GatewayConfig, tokens: RequestTokens): Plugin {
  const lookup = persistedOperationStore(config.persistedOperationsFile);
  return usePersistedOperations({
    getPersistedOperation: (id) => lookup(id),
    allowArbitraryOperations: async (request) =>
      !config.isProduction || (await tokens.privilegesOf(request)).arbitraryOperations,
  });
}

/**
 * Refuses `__schema` and `__type` by field name alone. graphql's own
 * NoSchemaIntrospectionCustomRule inspects schema types, which fails when two
 * copies of graphql meet (vitest loads ESM beside yoga's CJS); names are enough.
 */
const noIntrospection: ValidationRule = (context) => ({
  Field(node) {
    if (node.name.value === '__schema' || node.name.value === '__type') {
      context.reportError(new GraphQLError(
        'Introspection is disabled here; the contract is the published schema.graphql.',
        { nodes: node, extensions: { code: 'INTROSPECTION_DISABLED' } },
      ));
    }
  },
});

/**
 * Introspection (and so GraphiQL's docs) is open in development and to staff in
 * production (a session the api confirms); everyone else gets the published
 * schema.graphql, not a live map.
 */
function introspectionGate(config: GatewayConfig, tokens: RequestTokens): Plugin {
  return {
    // Async hook before validation: settle the privileges so the sync validate hook can read them.
    onParams: async ({ request }) => {
      if (config.isProduction) await tokens.privilegesOf(request);
    },
    onValidate: ({ context, addValidationRule }) => {
      const request = (context as { request?: Request }).request;
      if (config.isProduction && !(request && tokens.settledPrivilegesOf(request).staff)) {
        addValidationRule(noIntrospection);
      }
    },
  };
}

/** Outside production, each response says how many v20 calls it cost (tests check budgets with it). */
function v20CallsHeader(config: GatewayConfig, clients: WeakMap<Request, V20Client>): Plugin {
  return {
    onResponse: ({ request, response }) => {
      const client = clients.get(request);
      if (client && !config.isProduction) response.headers.set('x-hearth-v20-calls', String(client.calls));
    },
  };
}

/**
 * Errors meant for clients carry `extensions.code` (V20Error, UNAUTHENTICATED,
 * BAD_USER_INPUT, ...) and pass; anything else (a bug) is masked as "Unexpected
 * error." and logged by yoga. Never a stack trace, whatever NODE_ENV says.
 * Judged by shape rather than `instanceof GraphQLError`, because a second copy
 * of graphql (ESM beside CJS, as under vitest) would fail that check.
 */
function isMeantForClients(error: unknown): boolean {
  let innermost = error as { originalError?: unknown; extensions?: { code?: unknown } } | undefined;
  while (innermost?.originalError) innermost = innermost.originalError as typeof innermost;
  return typeof innermost?.extensions?.code === 'string';
}

const maskUnexpected = (error: unknown, message: string) =>
  isMeantForClients(error) ? (error as Error) : maskError(error, message, false);

/** What node's http server hands yoga besides the Fetch request (yoga(req, res) in boot.ts). */
export interface GatewayServerContext {
  req?: IncomingMessage;
}

export function createGatewayYoga({ config, recorder, verifyToken, pubsub }: YogaDeps): YogaServerInstance<GatewayServerContext, GatewayContext> {
  const tokens = new RequestTokens(verifyToken, createSessionConfirmer(config, recorder));
  const clients = new WeakMap<Request, V20Client>();
  const clientAddressOf = clientAddressResolver(config.trustedProxies);
  return createYoga<GatewayServerContext, GatewayContext>({
    schema: buildSchema(),
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: async (request) => !config.isProduction || (await tokens.privilegesOf(request)).staff,
    maskedErrors: { maskError: maskUnexpected },
    // The same limit, cheaper, by useRequestBodyLimit (last of the plugins below).
    maxRequestBodySize: false,
    logging: config.isProduction ? 'warn' : 'error',
    context: async ({ request, req }) => {
      const context = createContext({
        config,
        recorder,
        pubsub,
        viewerToken: await tokens.of(request),
        currentWebsitePage: request.headers.get('x-current-website-page'),
        clientAddress: clientAddressOf(req),
      });
      clients.set(request, context.v20);
      return context;
    },
    plugins: [
      // First: it replaces the executor, and plugins after it (the partner budget) wrap
      // what it set; placed later it would replace their wrappers and bypass the budget.
      useJitQueries(),
      persistedOperations(config, tokens),
      armor(config),
      usePartnerBudget({ config, tokens }), // before the cost limit: it charges what that counts
      useRestCostLimit(REST_CALL_BUDGET, memoisedRestCalls()),
      introspectionGate(config, tokens),
      useWellFormedInput(),
      v20CallsHeader(config, clients),
      // Last, where yoga put its own limit: after every request parser.
      useRequestBodyLimit(),
    ],
  });
}
