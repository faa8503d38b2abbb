import { ServiceActivityPage } from '../ServiceActivityPage';

/** /manager/service/activities/:id: one service of the manager's homes, live. */
export function ManagerServiceActivity() {
  return <ServiceActivityPage backTo="/manager/service/activities" backLabel="Services" />;
}
