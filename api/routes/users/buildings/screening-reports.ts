import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IDENTITY_STATUSES, type IdentityStatus } from '../../../../common/screening.js';
import type { AppDeps } from '../../../deps.js';
import { userId } from '../../../http/access.js';
import { notFound } from '../../../http/errors.js';
import { IdParam } from '../../../http/fields.js';
import { reportSummary } from '../../me/screening/screening-dto.js';
import { ReportSummary } from '../../me/screening/screening-schemas.js';
import { appliedToManagersBuilding, screeningsForApplication, type ScreeningSummaryRow } from './screening-reports-repository.js';

const ScreeningStatus = z.enum(['not_started', 'in_progress', 'completed', 'no_ssn']);

const PersonScreening = z.object({
  guarantor_connection_id: z.number().int().nullable().describe('Null for the applicant.'),
  guarantor_name: z.string().nullable(),
  legal_name: z.string().nullable(),
  status: ScreeningStatus,
  identity_status: z.enum(IDENTITY_STATUSES),
  identity_verified_by: z.enum(['exam', 'document']).nullable(),
  reports_generated_at: z.iso.datetime().nullable(),
  report: ReportSummary.nullable(),
});

function statusOf(row: ScreeningSummaryRow): z.infer<typeof ScreeningStatus> {
  if (row.reports_generated_at) return 'completed';
  if (row.has_us_ssn === false) return 'no_ssn';
  return row.identity_status ? 'in_progress' : 'not_started';
}

export function toPersonScreening(row: ScreeningSummaryRow): z.infer<typeof PersonScreening> {
  const identity = (row.identity_status ?? 'not_started') as IdentityStatus;
  return {
    guarantor_connection_id: row.guarantor_connection_id,
    guarantor_name: row.guarantor_name,
    legal_name: row.legal_first_name ? `${row.legal_first_name} ${row.legal_last_name}` : null,
    status: statusOf(row),
    identity_status: identity,
    identity_verified_by: identity !== 'verified' ? null : row.verified_by_document ? 'document' : 'exam',
    reports_generated_at: row.reports_generated_at ? new Date(row.reports_generated_at).toISOString() : null,
    report: row.report ? reportSummary(row.report) : null,
  };
}

export const ScreeningReports = z.object({
  user_id: z.number().int(), building_id: z.number().int(), applicant: PersonScreening, guarantors: z.array(PersonScreening),
});

/** GET /users/{id}/buildings/{building_id}/screening-reports (spec §7), for the manager reviewing an application. */
export const screeningReportRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.get('/users/:id/buildings/:building_id/screening-reports', {
    config: { access: 'manager' },
    schema: {
      tags: ['screening'],
      summary: 'An applicant\'s screening reports, and their guarantors\', for the building\'s manager',
      description: 'Only the manager of the building, and only for a user who applied there; anything else is 404. '
        + 'Never the SSN.',
      params: z.object({ id: IdParam, building_id: IdParam }),
      response: { 200: ScreeningReports },
    },
  }, async (request) => {
    const { id, building_id: buildingId } = request.params;
    const db = deps.database.db;
    if (!(await appliedToManagersBuilding(db, userId(request), id, buildingId))) throw notFound('screening report');
    const [applicant, ...guarantors] = (await screeningsForApplication(db, id, buildingId)).map(toPersonScreening);
    return { user_id: id, building_id: buildingId, applicant: applicant!, guarantors };
  });

};
