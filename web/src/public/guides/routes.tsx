import type { RouteObject } from 'react-router';

/** The guides' path segments (/locations/{slug}-city-guide); their words load with the page. */
export const CITY_GUIDE_SLUGS = ['atlanta', 'charlotte', 'durham', 'raleigh'] as const;

/**
 * The city guides (/locations/{city}-city-guide), /rent-estimate and /coliving-estimate.
 * Each page is static text around one live section (in Suspense), so it renders on
 * the server without waiting for data. The guides' text stays out of the first
 * bundle: the route table knows only their slugs.
 */
export const guidesRoutes = (): RouteObject[] => [
  ...CITY_GUIDE_SLUGS.map((slug): RouteObject => ({
    path: `locations/${slug}-city-guide`,
    lazy: async () => {
      const [{ CityGuidePage }, { CITY_GUIDES }] = await Promise.all([import('./CityGuidePage'), import('./cityGuides')]);
      const guide = CITY_GUIDES.find((g) => g.slug === slug)!;
      return { Component: () => <CityGuidePage guide={guide} /> };
    },
  })),
  { path: 'rent-estimate', lazy: async () => ({ Component: (await import('./RentEstimatePage')).RentEstimatePage }) },
  { path: 'coliving-estimate', lazy: async () => ({ Component: (await import('./ColivingEstimatePage')).ColivingEstimatePage }) },
];
