import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { fetchQuery } from 'react-relay';
import type { Environment } from 'relay-runtime';
import InternalHomeQuery, { type InternalHomeQuery as HomeQueryType } from './__generated__/InternalHomeQuery.graphql';
import InternalInvoicesQuery, { type InternalInvoicesQuery as InvoicesQueryType } from './__generated__/InternalInvoicesQuery.graphql';
import InternalLayoutQuery, { type InternalLayoutQuery as LayoutQueryType } from './__generated__/InternalLayoutQuery.graphql';
import { LazyCrashPage } from './app/LazyCrashPage';
import { preloadRouteQuery } from './app/relay/routeQuery';
import { parseStatusFilter } from './billing/internal/invoiceFilter';
import { resolutionCaseRoutes } from './resolution/internal/routes';
import { staffServiceActivityRoutes } from './services/internal/routes';
import { staffLogRoutes } from './staffLog/routes';
import { staffUserRoutes } from './staff/routes';
import { staffToolRoutes } from './staffTools/routes';

/**
 * Staff pages only query once the viewer is known to be staff: anyone else gets
 * the not-found page, never a sign-in redirect or an access error that would
 * reveal the area exists.
 */
async function isStaff(environment: Environment): Promise<boolean> {
  const data = await fetchQuery<LayoutQueryType>(environment, InternalLayoutQuery, {}, { fetchPolicy: 'store-or-network' }).toPromise().catch(() => undefined);
  return data?.viewer.isStaff === true;
}

export const internalRoutes = (environment: Environment): RouteObject[] => [{
  // Spec §2: the internal area has its own layout, without the main shell.
  path: '/internal',
  lazy: async () => ({ Component: (await import('./app/internal/InternalLayout')).InternalLayout }),
  errorElement: <LazyCrashPage />,
  loader: () => preloadRouteQuery<LayoutQueryType>(environment, InternalLayoutQuery, {}),
  shouldRevalidate: () => false,
  children: [
    {
      index: true,
      lazy: async () => ({ Component: (await import('./app/internal/InternalHome')).InternalHome }),
      loader: async () => ((await isStaff(environment)) ? preloadRouteQuery<HomeQueryType>(environment, InternalHomeQuery, {}, 'network-only') : null),
    },
    {
      path: 'invoices',
      lazy: async () => ({ Component: (await import('./billing/internal/InternalInvoices')).InternalInvoices }),
      loader: async ({ request }: LoaderFunctionArgs) => ((await isStaff(environment))
        ? preloadRouteQuery<InvoicesQueryType>(environment, InternalInvoicesQuery, { status: parseStatusFilter(new URL(request.url).searchParams) }, 'store-and-network')
        : null),
    },
    {
      path: 'manager-ledger-charges',
      lazy: async () => ({ Component: (await import('./billing/internal/ManagerLedgerCharges')).ManagerLedgerCharges }),
    },
    ...resolutionCaseRoutes(environment, isStaff),
    ...staffServiceActivityRoutes(environment, isStaff),
    ...staffLogRoutes(environment, isStaff),
    ...staffUserRoutes(environment, isStaff),
    ...staffToolRoutes(environment, isStaff),
    { path: '*', lazy: async () => ({ Component: (await import('./app/internal/InternalNotFound')).InternalNotFound }) },
  ],
}];
