import { redirect, type RouteObject } from 'react-router';
import type { Environment } from 'relay-runtime';
import { CITY_PAGES, type CityPageInfo } from '../../common/regions';
import { applicationRoutes } from './applications/routes';
import type { BrowseListingsQuery as BrowseListingsQueryType } from './__generated__/BrowseListingsQuery.graphql';
import type { LayoutQuery as LayoutQueryType } from './__generated__/LayoutQuery.graphql';
import type { ListingDetailQuery as ListingDetailQueryType } from './__generated__/ListingDetailQuery.graphql';
import ProfileQuery, { type ProfileQuery as ProfileQueryType } from './__generated__/ProfileQuery.graphql';
import type { SavedListingsQuery as SavedListingsQueryType } from './__generated__/SavedListingsQuery.graphql';
import { ComingSoon } from './app/ComingSoon';
import { COMING_SOON_ROUTES } from './app/comingSoonRoutes';
import { CrashPage } from './app/CrashPage';
import { Layout, LayoutQuery } from './app/Layout';
import { NotFound } from './app/NotFound';
import { BrowseListings, BrowseListingsQuery } from './public/BrowseListings';
import { listingQueryVariables, parseListingSearch } from './public/browse/listingSearch';
import { guarantorRoutes } from './guarantor/routes';
import { incomeRoutes } from './onboarding/income/routes';
import { screeningRoutes } from './onboarding/screening/routes';
import { consentRoutes } from './onboarding/consent/routes';
import { petRoutes } from './onboarding/pets/routes';
import { profileRoutes } from './onboarding/profile/routes';
import { referenceRoutes } from './onboarding/references/routes';
import { referenceFormRoutes } from './public/reference-form/routes';
import { ListingDetail, ListingDetailQuery } from './public/ListingDetail';
import { preloadRouteQuery } from './relay/routeQuery';
import { SavedListings, SavedListingsQuery } from './tenant/SavedListings';
import { leaseRoutes } from './tenant/leases/routes';
import { managerTenantsRoutes } from './manager/tenants/routes';
import { managerListingRoutes } from './manager/routes';
import { notificationRoutes } from './notifications/routes';
import { managerServiceRoutes } from './manager/service/routes';
import { renterSupportRoutes } from './tenant/support/routes';
import { billingRoutes } from './billing/routes';
import { resolutionRoutes } from './resolution/routes';
import { managerLedgerRoutes } from './manager/ledger/routes';
import { internalRoutes } from './internal/routes';

const loginScreen = async () => ({ Component: (await import('./public/Login')).Login });

/** Listing ids are short REST ids; anything else is not worth a round trip. */
const PLAUSIBLE_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function createRoutes(environment: Environment): RouteObject[] {
  const browse = (cityPage?: CityPageInfo): RouteObject => ({
    path: cityPage ? `listings/${cityPage.slug}` : 'listings',
    element: <BrowseListings cityPage={cityPage} />,
    // One screen: changing city keeps the filters mounted (and keyboard focus in place).
    handle: { screen: 'browse' },
    loader: ({ request }) =>
      preloadRouteQuery<BrowseListingsQueryType>(
        environment,
        BrowseListingsQuery,
        listingQueryVariables(parseListingSearch(new URL(request.url).searchParams), cityPage?.key ?? null),
      ),
  });

  return [
    {
      id: 'root',
      path: '/',
      element: <Layout />,
      errorElement: <CrashPage />,
      loader: () => preloadRouteQuery<LayoutQueryType>(environment, LayoutQuery, {}),
      // The header's viewer only changes with a full reload (login, logout, role switch).
      shouldRevalidate: () => false,
      children: [
        // The marketing home page is a later milestone; renters start by browsing.
        { index: true, loader: () => redirect('/listings') },
        browse(),
        ...CITY_PAGES.map((page) => browse(page)),
        {
          path: 'listings/id/:id',
          element: <ListingDetail />,
          loader: ({ params }) =>
            PLAUSIBLE_ID.test(params.id ?? '')
              ? preloadRouteQuery<ListingDetailQueryType>(environment, ListingDetailQuery, { databaseId: params.id! })
              : null,
        },
        // The forms (react-hook-form, zod) load only when a form page is opened.
        { path: 'login', lazy: loginScreen },
        { path: 'vendor-login', lazy: loginScreen },
        { path: 'forgot-password', lazy: async () => ({ Component: (await import('./public/login/ForgotPassword')).ForgotPassword }) },
        { path: 'reset-password', lazy: async () => ({ Component: (await import('./public/login/ResetPassword')).ResetPassword }) },
        { path: 'verify-email', lazy: async () => ({ Component: (await import('./public/login/VerifyEmail')).VerifyEmail }) },
        {
          path: 'saved-listings',
          element: <SavedListings />,
          loader: () => preloadRouteQuery<SavedListingsQueryType>(environment, SavedListingsQuery, {}, 'store-and-network'),
        },
        {
          path: 'profile',
          lazy: async () => ({ Component: (await import('./account/Profile')).Profile }),
          // The query artifact is imported on its own, so fetching starts while the screen's code loads.
          loader: () => preloadRouteQuery<ProfileQueryType>(environment, ProfileQuery, {}, 'store-and-network'),
        },
        ...guarantorRoutes(environment),
        ...screeningRoutes(environment),
        ...incomeRoutes(environment),
        ...applicationRoutes(environment),
        ...petRoutes(environment),
        ...referenceRoutes(environment),
        ...consentRoutes(environment),
        ...profileRoutes(environment),
        ...referenceFormRoutes(environment),
        ...leaseRoutes(environment),
        ...managerTenantsRoutes(environment),
        ...managerListingRoutes(environment),
        ...notificationRoutes(environment),
        ...managerServiceRoutes(environment),
        ...renterSupportRoutes(environment),
        ...billingRoutes(environment),
        ...resolutionRoutes(environment),
        ...managerLedgerRoutes(environment),
        ...COMING_SOON_ROUTES.map(([path, title]) => ({ path: path.slice(1), element: <ComingSoon />, handle: { title } })),
        { path: '*', element: <NotFound /> },
      ],
    },
    // Spec §2: the internal area has its own layout, without the main shell.
    ...internalRoutes(environment),
  ];
}
