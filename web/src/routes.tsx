import type { RouteObject } from 'react-router';
import type { Environment } from 'relay-runtime';
import { CITY_PAGES, type CityPageInfo } from '../../common/regions';
import type { BrowseListingsQuery as BrowseListingsQueryType } from './__generated__/BrowseListingsQuery.graphql';
import type { LayoutQuery as LayoutQueryType } from './__generated__/LayoutQuery.graphql';
import type { ListingDetailQuery as ListingDetailQueryType } from './__generated__/ListingDetailQuery.graphql';
import type { ProfileQuery as ProfileQueryType } from './__generated__/ProfileQuery.graphql';
import type { SavedListingsQuery as SavedListingsQueryType } from './__generated__/SavedListingsQuery.graphql';
import { lazy, Suspense, type ComponentProps } from 'react';
// The shell and its machinery.
import { LazyCrashPage } from './app/LazyCrashPage';
import { Layout, LayoutQuery } from './app/Layout';
import { NotFound } from './app/NotFound';
import { preloadRouteQuery } from './app/relay/routeQuery';
import type { HeaderSlots } from './app/SiteHeader';
// Product areas the public site needs at once; the others load with areaRoutes.tsx.
import { FinishGuarantorScreeningButton } from './onboarding/guarantor/FinishGuarantorScreeningButton';
// The public site (issue 16): each page's code loads when it is opened.
import { guidesRoutes } from './public/guides/routes';
import { homeRoutes } from './public/home/routes';
import { publicPageRoutes } from './public/pages/routes';

// The route table is where the shell (app/) meets the product areas: app/ imports no
// area, so what the header shows from an area is handed to it here.
// The bell is for signed-in people only: its code loads when it first shows, so a
// guest's first screen does not carry it (its data comes with the header's query).
const Bell = lazy(async () => ({ default: (await import('./notifications/NotificationBell')).NotificationBell }));
const NotificationBell = (props: ComponentProps<HeaderSlots['NotificationBell']>) => (
  <Suspense fallback={null}>
    <Bell {...props} />
  </Suspense>
);
const HEADER_SLOTS: HeaderSlots = { NotificationBell, FinishGuarantorScreeningButton };

const loginScreen = async () => ({ Component: (await import('./account/login/Login')).Login });

/** Listing ids are short REST ids; anything else is not worth a round trip. */
const PLAUSIBLE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The signed-in product areas (areaRoutes.tsx): children of the layout, and top-level routes with their own layout. */
export interface AreaRoutes {
  children: RouteObject[];
  topLevel: RouteObject[];
}

/**
 * The whole route table. With `areas` null only the public site and the shell are in
 * it: the browser starts so (main.tsx) and adds the areas when a path needs them
 * (React Router's patchRoutesOnNavigation), so the first screen of a public page
 * does not download the manager's or the vendor's code. The server renders with all.
 */
export function createRoutes(environment: Environment, areas: AreaRoutes | null): RouteObject[] {
  const browse = (cityPage?: CityPageInfo): RouteObject => ({
    path: cityPage ? `listings/${cityPage.slug}` : 'listings',
    // One screen: changing city keeps the filters mounted (and keyboard focus in place):
    // every browse route renders the same component as its element.
    handle: { screen: 'browse' },
    // Its own chunk, so the home page's first screen does not carry the browse screen.
    lazy: async () => {
      const { BrowseListings, BrowseListingsQuery, listingQueryVariables, parseListingSearch } = await import('./listings/browse/browseScreen');
      return {
        element: <BrowseListings cityPage={cityPage} />,
        loader: ({ request }) =>
          preloadRouteQuery<BrowseListingsQueryType>(
            environment,
            BrowseListingsQuery,
            listingQueryVariables(parseListingSearch(new URL(request.url).searchParams), cityPage?.key ?? null),
          ),
      };
    },
  });

  return [
    {
      id: 'root',
      path: '/',
      element: <Layout headerSlots={HEADER_SLOTS} />,
      errorElement: <LazyCrashPage />,
      // While the first page's code and data load in the browser: nothing, as before, but declared
      // (React Router warns "No `HydrateFallback` element provided" on /login and other lazy pages).
      HydrateFallback: () => null,
      loader: () => preloadRouteQuery<LayoutQueryType>(environment, LayoutQuery, {}),
      // The header's viewer only changes with a full reload (login, logout, role switch).
      shouldRevalidate: () => false,
      children: [
        ...homeRoutes(),
        browse(),
        ...CITY_PAGES.map((page) => browse(page)),
        {
          path: 'listings/id/:id',
          // Its own chunk, so the browse screen's first load does not carry it; the query
          // starts as soon as the chunk (screen and query artifact) is here.
          lazy: async () => {
            const { ListingDetail, ListingDetailQuery } = await import('./listings/listing/ListingDetail');
            return {
              Component: ListingDetail,
              loader: ({ params }) =>
                PLAUSIBLE_ID.test(params.id ?? '')
                  ? preloadRouteQuery<ListingDetailQueryType>(environment, ListingDetailQuery, { databaseId: params.id! })
                  : null,
            };
          },
        },
        // The forms (react-hook-form, zod) load only when a form page is opened.
        { path: 'login', lazy: loginScreen },
        { path: 'vendor-login', lazy: loginScreen },
        { path: 'forgot-password', lazy: async () => ({ Component: (await import('./account/login/ForgotPassword')).ForgotPassword }) },
        { path: 'reset-password', lazy: async () => ({ Component: (await import('./account/login/ResetPassword')).ResetPassword }) },
        { path: 'auth/callback/:provider', lazy: async () => ({ Component: (await import('./account/login/AuthCallback')).AuthCallback }) },
        { path: 'magic-link', lazy: async () => ({ Component: (await import('./account/login/MagicLink')).MagicLink }) },
        { path: 'verify-email', lazy: async () => ({ Component: (await import('./account/login/VerifyEmail')).VerifyEmail }) },
        {
          path: 'saved-listings',
          // Screen and query load together; the query starts as soon as its artifact is here.
          lazy: async () => {
            const { SavedListings, SavedListingsQuery } = await import('./listings/SavedListings');
            return {
              Component: SavedListings,
              loader: () => preloadRouteQuery<SavedListingsQueryType>(environment, SavedListingsQuery, {}, 'store-and-network'),
            };
          },
        },
        {
          path: 'profile',
          lazy: async () => ({ Component: (await import('./account/Profile')).Profile }),
          // The query artifact is imported on its own, so fetching starts while the screen's code loads.
          loader: async () =>
            preloadRouteQuery<ProfileQueryType>(environment, (await import('./__generated__/ProfileQuery.graphql')).default, {}, 'store-and-network'),
        },
        ...publicPageRoutes(),
        ...guidesRoutes(),
        ...(areas?.children ?? []),
        { path: '*', element: <NotFound /> },
      ],
    },
    // Spec §2: the internal area has its own layout, without the main shell.
    ...(areas?.topLevel ?? []),
  ];
}
