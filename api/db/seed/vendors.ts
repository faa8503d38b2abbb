import { sql } from 'drizzle-orm';
import { VENDOR_SERVICE_CATEGORIES, WEEKDAYS, type BusinessHours } from '../../../common/services.js';
import { homeTimeZone } from '../../domain/services/business-hours.js';
import { rows, type Executor } from '../client.js';
import type { FileStorage } from '../../providers/storage.js';
import type { PlannedHome } from './plan-types.js';
import { seedProviderPaperwork } from './vendor-documents.js';

/**
 * The demo vendor company (issue 14): the three-role demo user (`multi`) owns it,
 * onboarding done (categories, regions, hours, paperwork: vendor-documents.ts), so spec §6 "Switch to vendor" shows
 * and the vendor pages open; and a few open jobs on the demo manager's homes, so
 * its feed of available jobs is not empty. The demo `vendor` user has no company:
 * it shows onboarding from the start.
 */
export const DEMO_PROVIDER_NAME = 'Morgan Fix-It';
const DEMO_PROVIDER_CATEGORIES = VENDOR_SERVICE_CATEGORIES.filter((c) => c !== 'interior_painting');
const OPEN_HOURS: BusinessHours = Object.fromEntries(WEEKDAYS.filter((d) => d !== 'sunday').map((d) => [d, { opens: '08:00', closes: '18:00' }]));
/** Service templates of the seeded open jobs, one home each. */
const OPEN_JOB_TEMPLATES = ['initial_property_inspection', 'marketing_materials', 'basic_tour', 'partial_marketing'] as const;

export async function seedDemoVendor(
  tx: Executor, homes: readonly PlannedHome[], userIdByKey: ReadonlyMap<string, number>, today: string, storage?: FileStorage,
): Promise<void> {
  const ownerId = userIdByKey.get('multi')!;
  const regions = [...new Set(homes.map((h) => h.region))].sort();
  const [provider] = await rows<{ id: number }>(tx, sql`
    INSERT INTO residential_service_providers (name, service_categories, regions, business_hours, time_zone,
      service_provider_onboarding_completed_at, created_by_user_id)
    VALUES (${DEMO_PROVIDER_NAME}, ${`{${DEMO_PROVIDER_CATEGORIES.join(',')}}`}::text[], ${`{${regions.join(',')}}`}::text[],
      ${JSON.stringify(OPEN_HOURS)}::jsonb, 'America/New_York', now(), ${ownerId})
    RETURNING id`);
  await tx.execute(sql`INSERT INTO residential_service_provider_users (residential_service_provider_id, user_id, provider_role)
    VALUES (${provider!.id}, ${ownerId}, 'owner')`);
  await seedProviderPaperwork(tx, provider!.id, ownerId, today, storage);
  await seedOpenJobs(tx, homes, userIdByKey.get('manager')!);
}

/** REQUESTED jobs nobody holds, booked by the demo manager on listed homes of different city pages. */
async function seedOpenJobs(tx: Executor, homes: readonly PlannedHome[], managerId: number): Promise<void> {
  const picked: PlannedHome[] = [];
  for (const h of homes) {
    if (h.owner === 'manager' && h.listedDaysAgo !== null && !picked.some((p) => p.region === h.region)) picked.push(h);
    if (picked.length === OPEN_JOB_TEMPLATES.length) break;
  }
  for (const [i, home] of picked.entries()) {
    const [job] = await rows<{ id: number }>(tx, sql`
      INSERT INTO service_activities (building_id, service_type_id, time_zone, access_requirement, notes, price_cents,
        requested_by_user_id, requested_by_actor_role)
      SELECT ${home.id}, st.id, ${homeTimeZone(home.region, home.state)}, 'none_vendor_direct_access', 'Before the next showing',
        st.default_price_cents, ${managerId}, 'manager'
      FROM service_types st WHERE st.template = ${OPEN_JOB_TEMPLATES[i]!}
      RETURNING id`);
    await tx.execute(sql`INSERT INTO service_activity_history (service_activity_id, action, from_status, to_status, actor_user_id, actor_role, detail)
      VALUES (${job!.id}, 'request', NULL, 'REQUESTED', ${managerId}, 'manager', '{}'::jsonb)`);
  }
}
