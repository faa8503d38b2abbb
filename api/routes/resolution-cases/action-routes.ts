import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { addEvidence, banCase, closeCase, escalateCase, markPendingFinalization, resolveCase, startChat } from '../../resolution/case-actions.js';
import { CaseSchema, readCaseDto } from '../../resolution/case-dto.js';
import type { Viewer } from '../../http/viewer.js';
import type { Executor } from '../../db/client.js';
import { IdPathParams } from '../../http/collection-params.js';
import { viewerOf } from '../../http/viewer.js';
import { BanBody, CloseBody, EscalateBody, EvidenceBody, PendingFinalizationBody, ResolveBody, StartChatBody, TAGS as tags } from './case-schemas.js';

const ERRORS = '404 when you may not see the case; 403 when your side never may; 422 case_action_not_allowed when the status does not allow it.';

/** POST /resolution-cases/{id}/… : one route per action of the status table, each answering the case. */
export const actionRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  function action<B extends z.ZodType>(path: string, summary: string, who: string, body: B, run: (tx: Executor, viewer: Viewer, id: number, body: z.infer<B>) => Promise<unknown>) {
    app.post(`/resolution-cases/:id/${path}`, {
      config: { access: 'user' },
      schema: { tags, summary, description: `${who} ${ERRORS}`, params: IdPathParams, body, response: { 200: CaseSchema } },
    }, async (request) => {
      const viewer = viewerOf(request);
      const id = request.params.id;
      return db.transaction(async (tx) => {
        await run(tx, viewer, id, request.body as z.infer<B>);
        return readCaseDto(tx, viewer, id, deps.config);
      });
    });
  }

  action('evidence', 'Attach evidence (your case_evidence uploads)', 'Tenant. An evidence_required case opens.', EvidenceBody,
    (tx, viewer, id, body) => addEvidence(tx, viewer, id, body.file_ids));
  action('start-chat', 'Start the case\'s comment thread, with an optional first message', 'Tenant, manager, staff; once (a repeat only posts the message).', StartChatBody,
    (tx, viewer, id, body) => startChat(tx, viewer, id, body.message || undefined));
  action('close', 'Close the case', 'Tenant (withdraw: evidence_required or open) or staff (any in progress).', CloseBody,
    (tx, viewer, id, body) => closeCase(tx, viewer, id, body.reason || undefined));
  action('resolve', 'Resolve the case', 'Staff, any in progress.', ResolveBody,
    (tx, viewer, id, body) => resolveCase(tx, viewer, id, body.resolution_note || undefined));
  action('pending-finalization', 'Confirm the accepted terms are under way', 'Manager or staff, from proposal_accepted.', PendingFinalizationBody,
    (tx, viewer, id, body) => markPendingFinalization(tx, viewer, id, body.note || undefined));
  action('escalate', 'Escalate the case to the product team, or lift the escalation', 'Staff, any in progress; escalation_reason required when escalated (400).', EscalateBody,
    (tx, viewer, id, body) => escalateCase(tx, viewer, id, body));
  action('ban', 'Ban or unban (a banned tenant opens no new cases)', 'Staff, any status.', BanBody,
    (tx, viewer, id, body) => banCase(tx, viewer, id, body.ban));
};
