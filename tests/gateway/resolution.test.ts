import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disputableDeposit, tenancyFor, inDays, type Tenancy } from '../api/resolution-helpers.js';
import { uploadSample } from '../api/uploads-helpers.js';
import { subscribeSse, type SseMessage, type SseSubscription } from '../support/sse.js';
import { startStack, type Stack } from './harness.js';

const CASE_FIELDS = `id databaseId kind status actionRequiredBy viewerRole viewerMay buildingName
  monthlyRent { cents }
  pendingProposal { id proposalType feeMonths feeAmount { cents } }
  effects { invoiceIds vacateDate }
  timeline { kind actorRole statusTo proposal { proposalType status } comment { body } }`;
const OPEN = `mutation($input: OpenResolutionCaseInput!) { openResolutionCase(input: $input) {
  resolutionCase { ${CASE_FIELDS} } viewer { navigation { path } } userErrors { field code message } } }`;
const PROPOSE = `mutation($input: ProposeResolutionInput!) { proposeResolution(input: $input) {
  proposal { id proposalType feeAmount { cents } } resolutionCase { ${CASE_FIELDS} } userErrors { field code message } } }`;
const ACCEPT = `mutation($input: AcceptResolutionProposalInput!) { acceptResolutionProposal(input: $input) {
  resolutionCase { ${CASE_FIELDS} } userErrors { field code message } } }`;
const COMMENT = `mutation($input: AddCaseCommentInput!) { addCaseComment(input: $input) {
  comment { body authorRole } resolutionCase { id viewerMay } userErrors { field code } } }`;
const CASE_ACTION = (name: string, input: string) => `mutation($input: ${input}!) { ${name}(input: $input) {
  resolutionCase { status actionRequiredBy viewerMay } userErrors { field code message } } }`;
const CASES = `{ viewer { resolutionCases(first: 10) { edges { node { ${CASE_FIELDS} } } } navigation { path } } }`;
const NODE = `query($id: ID!) { node(id: $id) { ... on ResolutionCase { id status } } }`;
const CASE_UPDATED = `subscription($id: ID!) { caseUpdated(caseId: $id) { caseId eventType resolutionCase { ${CASE_FIELDS} } } }`;

let stack: Stack;
let tenant: string;
let tenant2: string;
let manager: string;
let manager2: string;
let staff: string;
let tenancy: Tenancy;
const open: SseSubscription[] = [];

const hasLink = (navigation: { path: string }[]) => navigation.some((n) => n.path === '/resolution-center');

async function subscribe(token: string, id: string) {
  const sub = await subscribeSse(`${stack.gateway.url}/graphql`, CASE_UPDATED, { id }, { token });
  open.push(sub);
  return sub;
}

/** Events are at least once and in no promised order: the first message that satisfies `test`. */
async function nextWhere(sub: SseSubscription, test: (m: SseMessage) => boolean) {
  for (;;) {
    const message = await sub.next(15_000);
    if (test(message)) return message;
  }
}

beforeAll(async () => {
  stack = await startStack();
  await stack.gateway.webhookRegistered;
  tenancy = await tenancyFor(stack.api, 'tenant', 'manager');
  await tenancyFor(stack.api, 'tenant2', 'manager2');
  tenant = await stack.tokenFor('tenant');
  tenant2 = await stack.tokenFor('tenant2');
  manager = await stack.tokenFor('manager', 'manager');
  manager2 = await stack.tokenFor('manager2', 'manager');
  staff = await stack.tokenFor('staff');
});
afterAll(async () => {
  open.forEach((s) => s.close());
  await stack?.close();
});

describe('the resolution center through GraphQL', () => {
  let caseId: string;

  it('a tenant opens a case; it is listed with who acts next and what the viewer may do; the link appears with it', async () => {
    const before = await stack.gql(CASES, {}, { token: tenant });
    expect(before.data?.viewer.resolutionCases.edges).toEqual([]);
    expect(hasLink(before.data?.viewer.navigation)).toBe(false);
    expect(hasLink((await stack.gql(CASES, {}, { token: manager })).data?.viewer.navigation)).toBe(false);

    const res = await stack.gql(OPEN, { input: {
      kind: 'TENANT_ELT', lifecycleId: String(tenancy.lifecycleId), description: 'A job in another city.', requestedVacateDate: inDays(30),
    } }, { token: tenant });
    const payload = res.data?.openResolutionCase;
    expect(payload.userErrors).toEqual([]);
    expect(payload.resolutionCase).toMatchObject({ kind: 'TENANT_ELT', status: 'OPEN', actionRequiredBy: 'MANAGER', viewerRole: 'TENANT' });
    expect(payload.resolutionCase.viewerMay).toEqual(expect.arrayContaining(['CLOSE', 'START_CHAT']));
    expect(payload.resolutionCase.viewerMay).not.toContain('PROPOSE');
    expect(payload.resolutionCase.timeline).toEqual([expect.objectContaining({ kind: 'STATUS', statusTo: 'OPEN', actorRole: 'TENANT' })]);
    expect(hasLink(payload.viewer.navigation)).toBe(true);
    caseId = payload.resolutionCase.id;

    const listed = await stack.gql(CASES, {}, { token: tenant });
    expect(listed.data?.viewer.resolutionCases.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual([caseId]);

    // The home's manager sees it too, from their side, and gains the link.
    const managers = await stack.gql(CASES, {}, { token: manager });
    expect(hasLink(managers.data?.viewer.navigation)).toBe(true);
    const seen = managers.data?.viewer.resolutionCases.edges.find((e: { node: { id: string } }) => e.node.id === caseId)?.node;
    expect(seen).toMatchObject({ viewerRole: 'MANAGER', actionRequiredBy: 'MANAGER' });
    expect(seen.viewerMay).toContain('PROPOSE');
  });

  it('another tenant and another home\'s manager get nothing: no list entry, no node, no link, NOT_FOUND', async () => {
    for (const token of [tenant2, manager2]) {
      const res = await stack.gql(CASES, {}, { token });
      expect(res.data?.viewer.resolutionCases.edges).toEqual([]);
      expect(hasLink(res.data?.viewer.navigation)).toBe(false);
      expect((await stack.gql(NODE, { id: caseId }, { token })).data?.node).toBeNull();
    }
    const proposed = await stack.gql(PROPOSE, { input: { caseId, proposalType: 'NO_REPLACEMENT' } }, { token: manager2 });
    expect(proposed.data?.proposeResolution).toMatchObject({ proposal: null, resolutionCase: null, userErrors: [{ field: 'caseId', code: 'not_found' }] });
    const sub = await subscribe(tenant2, caseId);
    expect((await sub.next()).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('refusals are userErrors with the v20 code: a proposal the kind does not allow, an action the role never has', async () => {
    const refused = await stack.gql(PROPOSE, { input: { caseId, proposalType: 'ALLOW_WITH_FEE', amountCents: 5000 } }, { token: manager });
    expect(refused.data?.proposeResolution).toMatchObject({ proposal: null, userErrors: [{ field: 'proposalType', code: 'proposal_not_allowed' }] });

    const badTerms = await stack.gql(PROPOSE, { input: { caseId, proposalType: 'NO_REPLACEMENT_WITH_FEE', feeMonths: 7 } }, { token: manager });
    expect(badTerms.data?.proposeResolution.userErrors).toEqual([expect.objectContaining({ field: 'feeMonths', code: 'invalid_proposal_terms' })]);

    const wrongRole = await stack.gql(CASE_ACTION('markResolutionCasePendingFinalization', 'MarkResolutionCasePendingFinalizationInput'),
      { input: { caseId } }, { token: tenant });
    expect(wrongRole.data?.markResolutionCasePendingFinalization).toMatchObject({ resolutionCase: null, userErrors: [{ code: 'forbidden' }] });

    // A role the viewer is not signed in with: the @access guard answers (as a payload) before v20 is asked.
    const asTenant = await stack.gql(PROPOSE, { input: { caseId, proposalType: 'NO_REPLACEMENT' } }, { token: tenant });
    expect(asTenant.data?.proposeResolution).toMatchObject({ proposal: null, resolutionCase: null, userErrors: [{ code: 'forbidden' }] });
    for (const token of [tenant, manager]) {
      const resolve = await stack.gql(CASE_ACTION('resolveResolutionCase', 'ResolveResolutionCaseInput'), { input: { caseId } }, { token });
      expect(resolve.data?.resolveResolutionCase).toMatchObject({ resolutionCase: null, userErrors: [{ code: 'forbidden', message: 'Only Hearth staff may do this.' }] });
      const ban = await stack.gql(CASE_ACTION('setResolutionCaseBan', 'SetResolutionCaseBanInput'), { input: { caseId, ban: 'BANNED' } }, { token });
      expect(ban.data?.setResolutionCaseBan.userErrors).toEqual([expect.objectContaining({ code: 'forbidden' })]);
    }
    // Nothing moved: still open, still waiting for the manager.
    expect((await stack.gql(NODE, { id: caseId }, { token: tenant })).data?.node).toEqual({ id: caseId, status: 'OPEN' });
  });

  it('live: the tenant hears the proposal, the manager the message, tenant2 nothing; accepting posts the fee once to billing', async () => {
    const tenantSub = await subscribe(tenant, caseId);
    const managerSub = await subscribe(manager, caseId);
    expect([tenantSub.status, managerSub.status]).toEqual([200, 200]);

    const proposed = await stack.gql(PROPOSE, { input: { caseId, proposalType: 'NO_REPLACEMENT_WITH_FEE', feeMonths: 2, message: 'Two months.' } }, { token: manager });
    const { proposal, resolutionCase, userErrors } = proposed.data?.proposeResolution;
    expect(userErrors).toEqual([]);
    expect(resolutionCase).toMatchObject({ actionRequiredBy: 'TENANT', pendingProposal: { id: proposal.id, feeMonths: 2 } });
    expect(proposal.feeAmount.cents).toBe(2 * resolutionCase.monthlyRent.cents);

    const heard = await nextWhere(tenantSub, (m) => m.data?.caseUpdated?.resolutionCase?.pendingProposal?.id === proposal.id);
    expect(heard.data.caseUpdated.resolutionCase).toMatchObject({ viewerRole: 'TENANT', actionRequiredBy: 'TENANT' });
    expect(heard.data.caseUpdated.resolutionCase.viewerMay).toEqual(expect.arrayContaining(['ACCEPT_PROPOSAL', 'DECLINE_PROPOSAL']));

    const commented = await stack.gql(COMMENT, { input: { caseId, body: 'Could it be one month?' } }, { token: tenant });
    expect(commented.data?.addCaseComment).toMatchObject({ comment: { body: 'Could it be one month?', authorRole: 'TENANT' }, userErrors: [] });
    const message = await nextWhere(managerSub, (m) =>
      (m.data?.caseUpdated?.resolutionCase?.timeline ?? []).some((e: { comment: { body: string } | null }) => e.comment?.body === 'Could it be one month?'));
    expect(message.data.caseUpdated.resolutionCase.viewerRole).toBe('MANAGER');
    const again = await stack.gql(COMMENT, { input: { caseId, body: 'No, two.' } }, { token: manager });
    expect(again.data?.addCaseComment.userErrors).toEqual([]);

    const accept = (key: string) => stack.gql(ACCEPT, { input: { proposalId: proposal.id, idempotencyKey: key } }, { token: tenant });
    const accepted = (await accept('accept-1')).data?.acceptResolutionProposal;
    expect(accepted.userErrors).toEqual([]);
    expect(accepted.resolutionCase).toMatchObject({ status: 'PROPOSAL_ACCEPTED', actionRequiredBy: 'MANAGER', effects: { vacateDate: inDays(30) } });
    expect(accepted.resolutionCase.effects.invoiceIds).toHaveLength(1);
    const retried = (await accept('accept-1')).data?.acceptResolutionProposal;
    expect(retried.resolutionCase.effects.invoiceIds).toEqual(accepted.resolutionCase.effects.invoiceIds);

    const billing = await stack.gql('{ viewer { billing { invoices(first: 50) { edges { node { databaseId amount { cents } } } } } } }', {}, { token: tenant });
    const fees = billing.data?.viewer.billing.invoices.edges.filter((e: { node: { databaseId: number } }) =>
      String(e.node.databaseId) === accepted.resolutionCase.effects.invoiceIds[0]);
    expect(fees.map((e: { node: { amount: { cents: number } } }) => e.node.amount.cents)).toEqual([proposal.feeAmount.cents]);

    // tenant2 was refused at subscribe time and never received anything about the case.
    const refused = open.find((s) => s !== tenantSub && s !== managerSub)!;
    expect(refused.messages.filter((m) => m.data?.caseUpdated)).toEqual([]);
  });

  it('after acceptance the manager marks it pending finalization and staff resolve it', async () => {
    const pending = await stack.gql(CASE_ACTION('markResolutionCasePendingFinalization', 'MarkResolutionCasePendingFinalizationInput'),
      { input: { caseId, note: 'Fee invoiced.' } }, { token: manager });
    expect(pending.data?.markResolutionCasePendingFinalization).toMatchObject({
      resolutionCase: { status: 'PENDING_FINALIZATION', actionRequiredBy: 'PRODUCT_TEAM' }, userErrors: [],
    });
    const resolved = await stack.gql(CASE_ACTION('resolveResolutionCase', 'ResolveResolutionCaseInput'),
      { input: { caseId, resolutionNote: 'Done.' } }, { token: staff });
    expect(resolved.data?.resolveResolutionCase).toMatchObject({ resolutionCase: { status: 'RESOLVED', actionRequiredBy: 'NONE', viewerMay: ['BAN'] }, userErrors: [] });
  });
});

describe('opening a case: the choices, evidence, and the other calls', () => {
  const CHOICES = `{ resolutionCaseCategories { slug types { id kind evidenceRequired allowedProposalTypes } }
    viewer { resolutionCaseLeaseOptions { lifecycleId buildingName monthlyRent { cents } openCaseKinds
      deposit { deductionsTotal { cents } disputable { cents formatted } } } } }`;
  let caseId: string;

  it('categories list the types with their proposals; lease options are the viewer\'s own signed leases', async () => {
    const res = await stack.gql(CHOICES, {}, { token: tenant });
    const types = res.data?.resolutionCaseCategories.flatMap((c: { types: unknown[] }) => c.types);
    expect(types.find((t: { kind: string }) => t.kind === 'TENANT_ELT_MILITARY')).toMatchObject({
      evidenceRequired: true, allowedProposalTypes: ['NO_REPLACEMENT', 'NO_REPLACEMENT_WITH_NOTICE', 'OFFER_RENT_CREDIT', 'DENY_RENT_CREDIT'],
    });
    const type = types[0];
    expect((await stack.gql('query($id: ID!) { node(id: $id) { ... on ResolutionCaseType { kind } } }', { id: type.id }, { token: tenant })).data?.node)
      .toEqual({ kind: type.kind });
    const options = res.data?.viewer.resolutionCaseLeaseOptions;
    expect(options.map((o: { lifecycleId: string }) => o.lifecycleId)).toContain(String(tenancy.lifecycleId));
    // tenant2 has leases of their own, never the tenant's.
    const theirs = (await stack.gql(CHOICES, {}, { token: tenant2 })).data?.viewer.resolutionCaseLeaseOptions;
    expect(theirs.map((o: { lifecycleId: string }) => o.lifecycleId)).not.toContain(String(tenancy.lifecycleId));
  });

  it('a returned deposit\'s option says what was kept and what may still be disputed', async () => {
    const returned = await disputableDeposit(stack.api, 'tenant2', 'manager', manager, 4_200);
    const options = (await stack.gql(CHOICES, {}, { token: tenant2 })).data?.viewer.resolutionCaseLeaseOptions;
    expect(options.find((o: { lifecycleId: string }) => o.lifecycleId === String(returned.lifecycleId)).deposit)
      .toEqual({ deductionsTotal: { cents: 4_200 }, disputable: { cents: 4_200, formatted: '$42' } });
  });

  it('a military termination waits for evidence; the uploaded orders open it', async () => {
    const opened = await stack.gql(OPEN, { input: {
      kind: 'TENANT_ELT_MILITARY', lifecycleId: String(tenancy.lifecycleId), description: 'Orders to deploy.', requestedVacateDate: inDays(20),
    } }, { token: tenant });
    expect(opened.data?.openResolutionCase.resolutionCase).toMatchObject({ status: 'EVIDENCE_REQUIRED', actionRequiredBy: 'TENANT' });
    caseId = opened.data?.openResolutionCase.resolutionCase.id;
    // A second one of the same kind on the same lease is refused, on the kind.
    const again = await stack.gql(OPEN, { input: {
      kind: 'TENANT_ELT_MILITARY', lifecycleId: String(tenancy.lifecycleId), description: 'Again.', requestedVacateDate: inDays(20),
    } }, { token: tenant });
    expect(again.data?.openResolutionCase).toMatchObject({ resolutionCase: null, userErrors: [{ field: 'kind', code: 'case_already_open' }] });

    const fileId = await uploadSample(stack.api, tenant, 'case_evidence', 'pdf');
    const added = await stack.gql(`mutation($input: AddResolutionCaseEvidenceInput!) { addResolutionCaseEvidence(input: $input) {
      resolutionCase { status actionRequiredBy evidence { fileId contentType url } } userErrors { code } } }`, { input: { caseId, fileIds: [fileId] } }, { token: tenant });
    const c = added.data?.addResolutionCaseEvidence.resolutionCase;
    expect(c).toMatchObject({ status: 'OPEN', actionRequiredBy: 'MANAGER', evidence: [{ fileId, contentType: 'application/pdf' }] });
    expect(c.evidence[0].url).toMatch(/^https?:\/\//);
  });

  it('staff escalate with a spec reason (the product team acts next) and lift it; the tenant declines and withdraws', async () => {
    const ESCALATE = `mutation($input: EscalateResolutionCaseInput!) { escalateResolutionCase(input: $input) {
      resolutionCase { escalation escalationReason actionRequiredBy timeline { kind note } } userErrors { field code } } }`;
    const up = await stack.gql(ESCALATE, { input: { caseId, escalation: 'ESCALATED', reason: 'OTHER_PARTY_NOT_RESPONDING', note: 'No answer.' } }, { token: staff });
    expect(up.data?.escalateResolutionCase.resolutionCase).toMatchObject({
      escalation: 'ESCALATED', escalationReason: 'OTHER_PARTY_NOT_RESPONDING', actionRequiredBy: 'PRODUCT_TEAM',
    });
    const down = await stack.gql(ESCALATE, { input: { caseId, escalation: 'NOT_ESCALATED' } }, { token: staff });
    expect(down.data?.escalateResolutionCase.resolutionCase).toMatchObject({ escalation: 'NOT_ESCALATED', actionRequiredBy: 'MANAGER' });

    const proposed = await stack.gql(PROPOSE, { input: { caseId, proposalType: 'NO_REPLACEMENT_WITH_NOTICE', noticeMonths: 0.5 } }, { token: manager });
    const proposal = proposed.data?.proposeResolution.proposal;
    const declined = await stack.gql(`mutation($input: DeclineResolutionProposalInput!) { declineResolutionProposal(input: $input) {
      resolutionCase { actionRequiredBy proposals { status declineReason noticeMonths } timeline { kind actorRole proposal { status } } } userErrors { code } } }`,
    { input: { proposalId: proposal.id, reason: 'Too long.' } }, { token: tenant });
    const c = declined.data?.declineResolutionProposal.resolutionCase;
    expect(c.actionRequiredBy).toBe('MANAGER');
    expect(c.proposals).toEqual([{ status: 'DECLINED', declineReason: 'Too long.', noticeMonths: 0.5 }]);
    // Made by the manager, answered by the tenant: two entries.
    expect(c.timeline.filter((e: { kind: string }) => e.kind === 'PROPOSAL').map((e: { actorRole: string }) => e.actorRole)).toEqual(['MANAGER', 'TENANT']);

    const closed = await stack.gql(CASE_ACTION('closeResolutionCase', 'CloseResolutionCaseInput'), { input: { caseId, reason: 'Orders cancelled.' } }, { token: tenant });
    expect(closed.data?.closeResolutionCase).toMatchObject({ resolutionCase: { status: 'CLOSED', actionRequiredBy: 'NONE', viewerMay: [] }, userErrors: [] });
    // Closed: nothing more to accept, and saying so is a userError with v20's code.
    const late = await stack.gql(ACCEPT, { input: { proposalId: proposal.id } }, { token: tenant });
    expect(late.data?.acceptResolutionProposal.resolutionCase).toBeNull();
    expect(late.data?.acceptResolutionProposal.userErrors).toEqual([expect.objectContaining({ code: 'proposal_not_pending' })]);
  });

  it('the list filters by status and by home', async () => {
    const LIST = `query($status: ResolutionCaseStatus, $buildingId: ID) { viewer {
      resolutionCases(first: 10, status: $status, buildingId: $buildingId) { edges { node { id status } } } } }`;
    const closed = await stack.gql(LIST, { status: 'CLOSED' }, { token: tenant });
    expect(closed.data?.viewer.resolutionCases.edges).toEqual([{ node: { id: caseId, status: 'CLOSED' } }]);
    const home = Buffer.from(`Building:${tenancy.buildingId}`).toString('base64');
    const inHome = await stack.gql(LIST, { buildingId: home }, { token: manager });
    expect(inHome.data?.viewer.resolutionCases.edges).toHaveLength(2);
    // Not a home's id: nothing, and v20 is not asked.
    const notAHome = await stack.gql(LIST, { buildingId: caseId }, { token: manager });
    expect(notAHome.data?.viewer.resolutionCases.edges).toEqual([]);
  });
});
