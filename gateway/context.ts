import type { GatewayConfig, SiteBannerSetting } from './config.js';
import type { V20CallRecorder } from './http/metrics.js';
import type { LivePubSub } from './live/pubsub.js';
import { createApplicantProfileLoaders } from './modules/applicantProfile/loaders.js';
import { createApplicationLoaders } from './modules/applications/loaders.js';
import { createGuarantorLoaders } from './modules/guarantors/loaders.js';
import { createLeaseLoaders } from './modules/leases/loaders.js';
import { createListingLoaders } from './modules/listings/loaders.js';
import { createManagerLifecycleLoaders } from './modules/managerLifecycles/loaders.js';
import { createMoneyLoaders } from './modules/money/loaders.js';
import { createNotificationLoaders } from './modules/notifications/loaders.js';
import { createWebhookLoaders } from './modules/webhooks/loaders.js';
import { createPetLoaders } from './modules/pets/loaders.js';
import { createReferenceLoaders } from './modules/references/loaders.js';
import { createResolutionLoaders } from './modules/resolution/loaders.js';
import { createServiceLoaders } from './modules/services/loaders.js';
import { createTicketLoaders } from './modules/tickets/loaders.js';
import { createViewerLoaders } from './modules/viewer/loaders.js';
import { V20Client } from './v20/client.js';
import type { LoaderScope } from './v20/batch.js';
import { sessionFrom, type ViewerSession } from './session.js';
import type { ViewerToken } from './auth/viewerToken.js';

export interface GatewayContext {
  session: ViewerSession;
  v20: V20Client;
  loaders: GatewayLoaders;
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
  /** The configured site banner (SITE_BANNER), or null. */
  siteBanner: SiteBannerSetting | null;
  /**
   * Gives this context a new V20Client (the same viewer's token) and fresh loaders.
   * A subscription's context lives as long as its stream; it renews itself before
   * each event, so nothing read for an earlier event (or at subscribe time) is
   * served stale, and every field of the event is read with the subscriber's token.
   */
  renewForEvent(): void;
}

/** How each module makes its loaders (`ctx.loaders.listings.buildings`). */
const LOADER_MAKERS = {
  listings: createListingLoaders,
  viewer: createViewerLoaders,
  applications: createApplicationLoaders,
  applicantProfile: createApplicantProfileLoaders,
  guarantors: createGuarantorLoaders,
  leases: createLeaseLoaders,
  managerLifecycles: createManagerLifecycleLoaders,
  money: createMoneyLoaders,
  notifications: createNotificationLoaders,
  pets: createPetLoaders,
  references: createReferenceLoaders,
  resolution: createResolutionLoaders,
  tickets: createTicketLoaders,
  services: createServiceLoaders,
  webhooks: createWebhookLoaders,
} satisfies Record<string, (scope: LoaderScope) => object>;

export type GatewayLoaders = { readonly [M in keyof typeof LOADER_MAKERS]: ReturnType<(typeof LOADER_MAKERS)[M]> };

/** One request's loaders; a module's are made the first time a resolver reads them (getters below). */
class RequestLoaders {
  constructor(readonly scope: LoaderScope) {}
}
for (const [module, make] of Object.entries(LOADER_MAKERS)) {
  Object.defineProperty(RequestLoaders.prototype, module, {
    get(this: RequestLoaders) {
      const loaders = (make as (scope: LoaderScope) => object)(this.scope);
      // Kept on the instance: later reads find it there, not through this getter.
      Object.defineProperty(this, module, { value: loaders, enumerable: true });
      return loaders;
    },
  });
}

/**
 * Every module's loaders, by module (`ctx.loaders.listings.buildings`). They live for
 * one request (never at module level: they cache one viewer's data); each module
 * defines its own with gateway/v20/batch.ts and owns the loaders of the types it is
 * the home of (Building: listings, Lifecycle: applications). Making them costs no v20
 * call: a call happens only when a resolver loads something. A module's loaders are
 * made when first read: a listing page or the viewer reads one or two modules of
 * fifteen, and making them all was 1% of the gateway's CPU per such request.
 */
function createLoaders(v20: V20Client, session: ViewerSession): GatewayLoaders {
  return new RequestLoaders({ v20, session }) as unknown as GatewayLoaders;
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
    siteBanner: config.siteBanner,
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
