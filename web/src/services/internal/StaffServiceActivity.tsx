import { ServiceActivityPage } from '../ServiceActivityPage';

/** /internal/service-activities/:id: one job as staff see it, with every action staff may take. */
export function StaffServiceActivity() {
  return <ServiceActivityPage backTo="/internal/service-activities" backLabel="Service activities" />;
}
