import { lazy, Suspense, useEffect, useRef } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Outlet, ScrollRestoration, useLoaderData, useLocation, useMatches } from 'react-router';
import type { LayoutQuery as LayoutQueryType } from '../__generated__/LayoutQuery.graphql';
import { ErrorBoundary } from '../shared/components/ErrorBoundary';
import { LazyIndicator } from '../shared/components/LazyIndicator';
import styles from './Layout.module.css';
import { Logo } from './Logo';
import { CompactFooter } from './CompactFooter';
import { isDashboardPath } from './dashboards';
import { isPublicPage } from './relay/publicPages';
import { SiteBanner } from './SiteBanner';
import { SiteFooter } from './SiteFooter';
import { HeaderFrame, SiteHeader, type HeaderSlots } from './SiteHeader';
import { useRoleSync } from './useRoleSync';
import { ImpersonationNotice } from './session/ImpersonationNotice';
import { SignUpNotice } from '../shared/notices/SignUpNotice';

// Shown only when the viewer cannot be loaded: its code (and the log-out mutation) loads then.
const FallbackHeaderScreen = lazy(async () => ({ default: (await import('./FallbackHeader')).FallbackHeader }));
const FallbackHeader = () => (
  <Suspense fallback={<HeaderFrame start={<Logo />} />}>
    <FallbackHeaderScreen />
  </Suspense>
);

export const LayoutQuery = graphql`
  query LayoutQuery {
    viewer {
      ...SiteHeader_viewer
      ...useRoleSync_viewer
    }
    ...SiteBanner_query
  }
`;

/** The main shell: header, the current screen, footer. */
export function Layout({ headerSlots }: { headerSlots: HeaderSlots }) {
  const queryRef = useLoaderData() as PreloadedQuery<LayoutQueryType>;
  const screen = useScreenKey();
  const { pathname } = useLocation();
  const dashboard = isDashboardPath(pathname);
  const main = useRef<HTMLElement>(null);
  const firstRender = useRef(true);

  // After moving to another screen, focus the new content (as a page load would).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    main.current?.focus({ preventScroll: true });
  }, [screen]);

  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skip}>
        Skip to content
      </a>
      <ImpersonationNotice />
      {/* The site banner speaks to visitors: public pages only (never a dashboard). */}
      {isPublicPage(pathname) && (
        <ErrorBoundary name="site-banner" fallback={null}>
          <Suspense fallback={null}>
            <LayoutBanner queryRef={queryRef} />
          </Suspense>
        </ErrorBoundary>
      )}
      {/* If the viewer cannot be loaded, the page still shows, under a plain header. */}
      <ErrorBoundary name="header" fallback={<FallbackHeader />}>
        <Suspense fallback={<HeaderFrame start={<Logo />} />}>
          <ViewerHeader queryRef={queryRef} slots={headerSlots} />
        </Suspense>
      </ErrorBoundary>
      <main id="main" ref={main} tabIndex={-1} className={styles.main}>
        {/* Just after sign-up, wherever they land: the confirmation email went out (shared/notices). */}
        <SignUpNotice />
        {/* Keyed by screen: a new page shows the delayed indicator instead of the old page. */}
        <Suspense key={screen} fallback={<LazyIndicator />}>
          <Outlet />
        </Suspense>
      </main>
      {dashboard ? <CompactFooter /> : <SiteFooter />}
      <ScrollRestoration />
    </div>
  );
}

export interface ScreenHandle {
  /** Routes sharing a screen key stay mounted between each other (the browse page and its city pages). */
  screen?: string;
}

/** Which screen is shown: its key when the route names one, else the path. */
function useScreenKey(): string {
  const matches = useMatches();
  const { pathname } = useLocation();
  const handle = matches.at(-1)?.handle as ScreenHandle | undefined;
  return handle?.screen ?? pathname;
}

function LayoutBanner({ queryRef }: { queryRef: PreloadedQuery<LayoutQueryType> }) {
  const query = usePreloadedQuery<LayoutQueryType>(LayoutQuery, queryRef);
  return <SiteBanner query={query} />;
}

function ViewerHeader({ queryRef, slots }: { queryRef: PreloadedQuery<LayoutQueryType>; slots: HeaderSlots }) {
  const { viewer } = usePreloadedQuery<LayoutQueryType>(LayoutQuery, queryRef);
  useRoleSync(viewer);
  return <SiteHeader viewer={viewer} slots={slots} />;
}
