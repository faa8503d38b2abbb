import { rows, sql, type Executor } from '../../db/client.js';
import type { ServiceTypesRow } from '../../db/__generated__/rows.js';
import type { ServiceTemplate, ServiceVisibility, VendorServiceCategory } from '../../../common/services.js';

/** A service type, its lists narrowed to common/services.ts (the migration's CHECKs). */
export interface ServiceTypeRow extends Omit<ServiceTypesRow, 'template' | 'service_category' | 'visibility'> {
  template: ServiceTemplate | null;
  service_category: VendorServiceCategory;
  visibility: ServiceVisibility;
}

const SELECT = sql`SELECT id, template, name, description, service_category, visibility, default_price_cents,
  default_duration_minutes, sort_order, is_active FROM service_types`;

/** Active service types in the order to show them. */
export async function listServiceTypes(ex: Executor): Promise<ServiceTypeRow[]> {
  return rows<ServiceTypeRow>(ex, sql`${SELECT} WHERE is_active ORDER BY sort_order, id`);
}

export async function findServiceType(ex: Executor, id: number): Promise<ServiceTypeRow | null> {
  const [row] = await rows<ServiceTypeRow>(ex, sql`${SELECT} WHERE id = ${id} AND is_active`);
  return row ?? null;
}
