import type { GraphQLError } from 'graphql';
import type { UserRole } from '../common/enums.js';
import type { ViewerToken } from './auth/viewerToken.js';
import type { GatewayConfig } from './config.js';
import type { V20CallRecorder } from './http/metrics.js';
import type { LivePubSub } from './live/pubsub.js';
import { createListingLoaders } from './modules/listings/loaders.js';
import { createViewerLoaders } from './modules/viewer/loaders.js';
import { V20Client } from './v20/client.js';

/** Who is asking, as far as the verified token says. */
export interface ViewerSession {
  /** The verified bearer token, forwarded on every v20 call. */
  token: string | null;
  /** No token, a guest token, or a token that did not verify. */
  isGuest: boolean;
  userId: string | null;
  /** Role carried by the token. */
  role: UserRole | null;
  /** The token says staff (the api checks again against the database). */
  isStaff: boolean;
  /** Why the token was refused; fields that need the viewer fail with it (UNAUTHENTICATED). */
  tokenProblem: GraphQLError | null;
}

export interface GatewayContext {
  session: ViewerSession;
  v20: V20Client;
  loaders: ReturnType<typeof createLoaders>;
  /**
   * Replaces every loader with a fresh one. A mutation that changes what the viewer
   * sees (an onboarding step, a saved home) calls it before resolving its payload's
   * `viewer`, so nothing read before the write is served after it.
   */
  refreshLoaders(): void;
  /** Base for absolute photo URLs (V20_PUBLIC_URL). */
  publicUrl: string;
  /** The live pub/sub subscriptions listen on (gateway/live). */
  pubsub: LivePubSub;
  /**
   * Gives this context a new V20Client (the same viewer's token) and fresh loaders.
   * A subscription's context lives as long as its stream; it renews itself before
   * each event, so nothing read for an earlier event (or at subscribe time) is
   * served stale, and every field of the event is read with the subscriber's token.
   */
  renewForEvent(): void;
}

export function sessionFrom(viewerToken: ViewerToken): ViewerSession {
  if (viewerToken.kind === 'none') return { token: null, isGuest: true, userId: null, role: null, isStaff: false, tokenProblem: null };
  if (viewerToken.kind === 'invalid') {
    return { token: null, isGuest: true, userId: null, role: null, isStaff: false, tokenProblem: viewerToken.problem };
  }
  const { claims, token } = viewerToken;
  const isGuest = claims.typ === 'guest' || !claims.sub;
  return {
    token, isGuest, userId: claims.sub ?? null, role: claims.user_role ?? null, isStaff: claims.staff === true, tokenProblem: null,
  };
}

/** Loaders live for one request (never at module level: they cache one viewer's data). */
function createLoaders(v20: V20Client, session: ViewerSession) {
  return {
    ...createListingLoaders(v20, session.isGuest),
    ...createViewerLoaders(v20, session.isGuest),
  };
}

export interface ContextInputs {
  config: GatewayConfig;
  recorder: V20CallRecorder;
  pubsub: LivePubSub;
  viewerToken: ViewerToken;
  currentWebsitePage: string | null;
  /** The browser's address, passed on to the api (gateway/http/clientAddress.ts). */
  clientAddress?: string | null;
}

/** The page path the web sent (`x-current-website-page`), defaulting to `/`, kept short. */
function websitePage(header: string | null): string {
  return header && header.startsWith('/') ? header.slice(0, 512) : '/';
}

export function createContext({ config, recorder, pubsub, viewerToken, currentWebsitePage, clientAddress }: ContextInputs): GatewayContext {
  const session = sessionFrom(viewerToken);
  const newClient = () => new V20Client({
    baseUrl: config.v20ApiUrl,
    timeoutMs: config.v20TimeoutMs,
    recorder,
    token: session.token,
    tokenProblem: session.tokenProblem,
    currentWebsitePage: websitePage(currentWebsitePage),
    clientAddress,
  });
  const v20 = newClient();
  const context: GatewayContext = {
    session,
    v20,
    loaders: createLoaders(v20, session),
    publicUrl: config.v20PublicUrl,
    pubsub,
    // Methods on `this`, not closures over `context`: yoga copies these fields onto
    // its own context object (envelop's Object.assign), and resolvers get that one.
    refreshLoaders() {
      this.loaders = createLoaders(this.v20, this.session);
    },
    renewForEvent() {
      this.v20 = newClient();
      this.refreshLoaders();
    },
  };
  return context;
}
