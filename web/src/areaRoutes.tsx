// The signed-in product areas, in a chunk of their own (see createRoutes in routes.tsx):
// the browser loads it the first time a path is not one of the public site's.
import type { Environment } from 'relay-runtime';
import { leaseRoutes } from './applications/leases/routes';
import { managerTenantsRoutes } from './applications/manager/routes';
import { applicationRoutes } from './applications/routes';
import { managerLedgerRoutes } from './billing/manager/routes';
import { billingRoutes } from './billing/routes';
import { developersRoutes } from './developers/routes';
import { digestRoutes } from './digest/routes';
import { internalRoutes } from './internalRoutes';
import { managerListingRoutes } from './listings/manager/routes';
import { myHearthRoutes } from './myHearth/routes';
import { notificationRoutes } from './notifications/routes';
import { consentRoutes } from './onboarding/consent/routes';
import { guarantorRoutes } from './onboarding/guarantor/routes';
import { incomeRoutes } from './onboarding/income/routes';
import { petRoutes } from './onboarding/pets/routes';
import { profileRoutes } from './onboarding/profile/routes';
import { referenceFormRoutes } from './onboarding/references/referee/routes';
import { referenceRoutes } from './onboarding/references/routes';
import { screeningRoutes } from './onboarding/screening/routes';
import { resolutionRoutes } from './resolution/routes';
import type { AreaRoutes } from './routes';
import { managerServicesRoutes } from './services/manager/routes';
import { managerServiceRoutes } from './tickets/manager/routes';
import { renterSupportRoutes } from './tickets/tenant/routes';
import { vendorRoutes } from './vendors/routes';

export function areaRoutes(environment: Environment): AreaRoutes {
  return {
    children: [
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
    ],
    // Spec §2: the internal area has its own layout, without the main shell.
    topLevel: internalRoutes(environment),
  };
}
