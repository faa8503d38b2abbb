import type { RouteObject } from 'react-router';
import { CITY_GUIDES, guidePath } from './cityGuides';

/**
 * The city guides (/locations/{city}-city-guide), /rent-estimate and /coliving-estimate.
 * Each page is static text around one live section (in Suspense), so it renders on
 * the server without waiting for data.
 */
export const guidesRoutes = (): RouteObject[] => [
  ...CITY_GUIDES.map((guide): RouteObject => ({
    path: guidePath(guide).slice(1),
    lazy: async () => {
      const { CityGuidePage } = await import('./CityGuidePage');
      return { Component: () => <CityGuidePage guide={guide} /> };
    },
  })),
  { path: 'rent-estimate', lazy: async () => ({ Component: (await import('./RentEstimatePage')).RentEstimatePage }) },
  { path: 'coliving-estimate', lazy: async () => ({ Component: (await import('./ColivingEstimatePage')).ColivingEstimatePage }) },
];
