import type { RouteObject } from 'react-router';
import type { Environment } from 'relay-runtime';
import { CITY_PAGES, type CityPageInfo } from '../../common/regions';
import type { BrowseListingsQuery as BrowseListingsQueryType } from './__generated__/BrowseListingsQuery.graphql';
import type { LayoutQuery as LayoutQueryType } from './__generated__/LayoutQuery.graphql';
import type { ListingDetailQuery as ListingDetailQueryType } from './__generated__/ListingDetailQuery.graphql';
import ProfileQuery, { type ProfileQuery as ProfileQueryType } from './__generated__/ProfileQuery.graphql';
import type { SavedListingsQuery as SavedListingsQueryType } from './__generated__/SavedListingsQuery.graphql';
// The shell and its machinery.
import { CrashPage } from './app/CrashPage';
import { Layout, LayoutQuery } from './app/Layout';
import { NotFound } from './app/NotFound';
import { preloadRouteQuery } from './app/relay/routeQuery';
import type { HeaderSlots } from './app/SiteHeader';
// Product areas.
import { leaseRoutes } from './applications/leases/routes';
import { managerTenantsRoutes } from './applications/manager/routes';
import { applicationRoutes } from './applications/routes';
import { managerLedgerRoutes } from './billing/manager/routes';
import { billingRoutes } from './billing/routes';
import { myHearthRoutes } from './myHearth/routes';
import { BrowseListings, BrowseListingsQuery } from './listings/browse/BrowseListings';
import { listingQueryVariables, parseListingSearch } from './listings/browse/listingSearch';
import { ListingDetail, ListingDetailQuery } from './listings/listing/ListingDetail';
import { managerListingRoutes } from './listings/manager/routes';
import { SavedListings, SavedListingsQuery } from './listings/SavedListings';
import { NotificationBell } from './notifications/NotificationBell';
import { notificationRoutes } from './notifications/routes';
import { consentRoutes } from './onboarding/consent/routes';
import { FinishGuarantorScreeningButton } from './onboarding/guarantor/FinishGuarantorScreeningButton';
import { guarantorRoutes } from './onboarding/guarantor/routes';
import { incomeRoutes } from './onboarding/income/routes';
import { petRoutes } from './onboarding/pets/routes';
import { profileRoutes } from './onboarding/profile/routes';
import { referenceFormRoutes } from './onboarding/references/referee/routes';
import { referenceRoutes } from './onboarding/references/routes';
import { screeningRoutes } from './onboarding/screening/routes';
import { resolutionRoutes } from './resolution/routes';
import { managerServicesRoutes } from './services/manager/routes';
import { managerServiceRoutes } from './tickets/manager/routes';
import { renterSupportRoutes } from './tickets/tenant/routes';
import { vendorRoutes } from './vendors/routes';
import { internalRoutes } from './internalRoutes';
import { developersRoutes } from './developers/routes';
import { digestRoutes } from './digest/routes';
import { publicPageRoutes } from './public/pages/routes';
// Public pages (issue 16).
import { homeRoutes } from './public/home/routes';
import { guidesRoutes } from './public/guides/routes';

// The route table is where the shell (app/) meets the product areas: app/ imports no
// area, so what the header shows from an area is handed to it here.
const HEADER_SLOTS: HeaderSlots = { NotificationBell, FinishGuarantorScreeningButton };

const loginScreen = async () => ({ Component: (await import('./account/login/Login')).Login });

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
      element: <Layout headerSlots={HEADER_SLOTS} />,
      errorElement: <CrashPage />,
      loader: () => preloadRouteQuery<LayoutQueryType>(environment, LayoutQuery, {}),
      // The header's viewer only changes with a full reload (login, logout, role switch).
      shouldRevalidate: () => false,
      children: [
        ...homeRoutes(),
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
        { path: 'forgot-password', lazy: async () => ({ Component: (await import('./account/login/ForgotPassword')).ForgotPassword }) },
        { path: 'reset-password', lazy: async () => ({ Component: (await import('./account/login/ResetPassword')).ResetPassword }) },
        { path: 'auth/callback/:provider', lazy: async () => ({ Component: (await import('./account/login/AuthCallback')).AuthCallback }) },
        { path: 'magic-link', lazy: async () => ({ Component: (await import('./account/login/MagicLink')).MagicLink }) },
        { path: 'verify-email', lazy: async () => ({ Component: (await import('./account/login/VerifyEmail')).VerifyEmail }) },
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
        ...managerServicesRoutes(environment),
        ...renterSupportRoutes(environment),
        ...billingRoutes(environment),
        ...myHearthRoutes(environment),
        ...resolutionRoutes(environment),
        ...managerLedgerRoutes(environment),
        ...vendorRoutes(environment),
        ...developersRoutes(environment),
        ...digestRoutes(environment),
        ...publicPageRoutes(),
        ...guidesRoutes(),
        { path: '*', element: <NotFound /> },
      ],
    },
    // Spec §2: the internal area has its own layout, without the main shell.
    ...internalRoutes(environment),
  ];
}
