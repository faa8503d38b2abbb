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

/**
 * Every module's loaders, by module (`ctx.loaders.listings.buildings`). They live for
 * one request (never at module level: they cache one viewer's data); each module
 * defines its own with gateway/v20/batch.ts and owns the loaders of the types it is
 * the home of (Building: listings, Lifecycle: applications). Making them costs no v20
 * call: a call happens only when a resolver loads something.
 */
function createLoaders(v20: V20Client, session: ViewerSession) {
  const scope: LoaderScope = { v20, session };
  return {
    listings: createListingLoaders(scope),
    viewer: createViewerLoaders(scope),
    applications: createApplicationLoaders(scope),
    applicantProfile: createApplicantProfileLoaders(scope),
    guarantors: createGuarantorLoaders(scope),
    leases: createLeaseLoaders(scope),
    managerLifecycles: createManagerLifecycleLoaders(scope),
    money: createMoneyLoaders(scope),
    notifications: createNotificationLoaders(scope),
    pets: createPetLoaders(scope),
    references: createReferenceLoaders(scope),
    resolution: createResolutionLoaders(scope),
    tickets: createTicketLoaders(scope),
    services: createServiceLoaders(scope),
    webhooks: createWebhookLoaders(scope),
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
