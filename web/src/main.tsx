// Global styles first, so each component's CSS module comes later and can refine them.
import './shared/styles/tokens.css';
import './shared/styles/base.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RelayEnvironmentProvider } from 'react-relay';
import { createBrowserRouter, RouterProvider, type DataRouter } from 'react-router';
import { browserCredentials } from './app/relay/credentials';
import { createRelayEnvironment } from './app/relay/environment';
import { createRoutes } from './routes';

const environment = createRelayEnvironment();

// A signed-in browser will show the account menu and the bell at once: start loading
// their code now, beside the first page's data, rather than when the header renders.
if (browserCredentials.read().userId) {
  void import('./app/AccountMenu');
  void import('./notifications/NotificationBell');
}

/** The one listing page is public and matched by a parameter: it never needs the areas' code. */
const LISTING_PAGE = /^\/listings\/id\/[^/]+\/?$/;
let areasLoaded = false;

const router = createBrowserRouter(createRoutes(environment, null), {
  // A path the public site does not know (or only the catch-all matches): load the
  // signed-in areas once, add them, and React Router matches again.
  async patchRoutesOnNavigation({ path, patch }) {
    if (areasLoaded || LISTING_PAGE.test(path)) return;
    const { areaRoutes } = await import('./areaRoutes');
    if (areasLoaded) return;
    areasLoaded = true;
    const areas = areaRoutes(environment);
    patch('root', areas.children);
    patch(null, areas.topLevel);
  },
});

const app = (
  <StrictMode>
    <RelayEnvironmentProvider environment={environment}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>
  </StrictMode>
);

/** Resolves once the router has matched the first page and run its loaders (and loaded lazy screens). */
function routerReady(dataRouter: DataRouter): Promise<void> {
  if (dataRouter.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = dataRouter.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

const container = document.getElementById('root')!;
// The gateway rendered this page (docs/public-site.md): hydrate it in place once the
// router is ready, so the markup is kept and only made interactive. Sections still
// waiting for this browser's own data keep the server's HTML until it arrives.
if (container.dataset.serverRendered === 'true') {
  void routerReady(router).then(() => {
    hydrateRoot(container, app, {
      // A difference from the server's guest render (a home this visitor saved, a time
      // zone) re-renders that part in the browser; worth knowing, not worth an error.
      onRecoverableError: (error) => {
        if (import.meta.env.DEV) console.warn('[hearth] hydration recovered', error);
      },
    });
  });
} else {
  createRoot(container).render(app);
}
