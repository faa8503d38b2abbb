import { rows, sql, type Executor } from '../../db/client.js';
import type { UsersRow } from '../../db/__generated__/rows.js';
import { personNameSql } from '../../db/person-name.js';
import { managedHomeIds } from './lifecycles-repository.js';

export interface ApplicantRow extends Pick<UsersRow, 'first_name' | 'last_name' | 'occupation' | 'interests'> {
  user_id: UsersRow['id'];
  /** personNameSql: the name to show, or `noName`. */
  display_name: string;
}

/** The applicant of a lifecycle on a home the manager runs (leasing), or undefined. */
export async function managedApplicant(ex: Executor, lifecycleId: number, managerUserId: number, noName: string): Promise<ApplicantRow | undefined> {
  const [found] = await rows<ApplicantRow>(ex, sql`
      SELECT u.id AS user_id, u.first_name, u.last_name, ${personNameSql('u', noName)} AS display_name, u.occupation, u.interests
      FROM lifecycles l JOIN users u ON u.id = l.tenant_user_id
      WHERE l.id = ${lifecycleId} AND l.building_id IN ${managedHomeIds(managerUserId)}`);
  return found;
}

/** The applicants of several lifecycles, those on homes the manager runs (leasing); others are left out. */
export async function managedApplicants(ex: Executor, lifecycleIds: number[], managerUserId: number, noName: string): Promise<Array<ApplicantRow & { lifecycle_id: number }>> {
  return rows<ApplicantRow & { lifecycle_id: number }>(ex, sql`
      SELECT l.id AS lifecycle_id, u.id AS user_id, u.first_name, u.last_name, ${personNameSql('u', noName)} AS display_name,
        u.occupation, u.interests
      FROM lifecycles l JOIN users u ON u.id = l.tenant_user_id
      WHERE l.id = ANY(${`{${lifecycleIds.join(',')}}`}::int[]) AND l.building_id IN ${managedHomeIds(managerUserId)}
      ORDER BY l.id`);
}
