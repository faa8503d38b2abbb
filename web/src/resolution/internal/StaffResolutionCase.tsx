import { graphql, useFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router';
import type { StaffResolutionCase_case$data, StaffResolutionCase_case$key } from '../../__generated__/StaffResolutionCase_case.graphql';
import type { StaffResolutionCaseQuery as QueryType } from '../../__generated__/StaffResolutionCaseQuery.graphql';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { formatDate, formatDateTime } from '../../shared/format';
import { useDisposeOnReplace } from '../../app/relay/routeQuery';
import styles from '../../app/internal/Internal.module.css';
import { InternalNotFound } from '../../app/internal/InternalNotFound';
import { actionRequiredByLabel, escalationReasonLabel } from './caseWords';
import { StaffCaseActions } from './StaffCaseActions';
import { StaffCaseTimeline } from './StaffCaseTimeline';
import own from './StaffResolution.module.css';
import { CaseFlags } from './StaffResolutionCases';
import { useStaffCaseLive } from './useStaffCaseLive';

export const StaffResolutionCaseQuery = graphql`
  query StaffResolutionCaseQuery($id: ID!) {
    node(id: $id) { ...StaffResolutionCase_case @alias(as: "resolutionCase") }
  }
`;

const fragment = graphql`
  fragment StaffResolutionCase_case on ResolutionCase {
    id
    databaseId
    kindLabel
    statusLabel
    actionRequiredBy
    escalation
    escalationReason
    escalationNote
    ban
    tenant { firstName }
    buildingName
    bedroomName
    description
    requestedVacateDate
    requestedBedroomName
    requestedMoveDate
    disputedAmount { formatted }
    monthlyRent { formatted }
    resolutionNote
    createdAt
    resolvedAt
    closedAt
    evidence { fileId fileName url createdAt }
    proposals {
      id
      label
      status
      proposedBy { firstName }
      message
      feeMonths
      noticeMonths
      amount { formatted }
      feeAmount { formatted }
      declineReason
      createdAt
    }
    commentThread { id }
    viewerMay
    ...StaffCaseTimeline_case
  }
`;

/** /internal/resolution-cases/:caseId — one case as staff see it, with the actions the case allows them now. */
export function StaffResolutionCase() {
  const queryRef = useLoaderData() as PreloadedQuery<QueryType> | null;
  return queryRef ? <CaseLoader queryRef={queryRef} /> : <InternalNotFound />;
}

function CaseLoader({ queryRef }: { queryRef: PreloadedQuery<QueryType> }) {
  useDisposeOnReplace(queryRef);
  const { node } = usePreloadedQuery<QueryType>(StaffResolutionCaseQuery, queryRef);
  // Not a case (or gone): the same not-found page as any unknown address.
  if (!node?.resolutionCase) return <InternalNotFound />;
  return <CaseView caseRef={node.resolutionCase} />;
}

function CaseView({ caseRef }: { caseRef: StaffResolutionCase_case$key }) {
  const c = useFragment(fragment, caseRef);
  useStaffCaseLive(String(c.databaseId));
  useDocumentTitle(`Case ${c.databaseId} · Staff`);
  return (
    <div className={styles.page}>
      <Link to="/internal/resolution-cases" className={own.back}>← All resolution cases</Link>
      <h1>Case {c.databaseId}: {c.kindLabel}</h1>
      <div className={own.layout}>
        <div>
          <CaseRequest c={c} />
          <CaseEvidence evidence={c.evidence} />
          <CaseProposals proposals={c.proposals} />
          <StaffCaseTimeline caseRef={c} />
        </div>
        <StaffCaseActions caseId={c.id} viewerMay={c.viewerMay} escalated={c.escalation === 'ESCALATED'}
          escalationReason={c.escalationReason ?? null} banned={c.ban === 'BANNED'} hasThread={c.commentThread !== null} />
      </div>
    </div>
  );
}

function CaseRequest({ c }: { c: StaffResolutionCase_case$data }) {
  return (
    <section aria-labelledby="request-heading" className={`card ${styles.panel}`}>
      <h2 id="request-heading">Request</h2>
      <dl className={own.facts}>
        <dt>Status</dt><dd>{c.statusLabel}</dd>
        <dt>Must act next</dt><dd>{actionRequiredByLabel(c.actionRequiredBy)}</dd>
        <dt>Flags</dt><dd><CaseFlags escalated={c.escalation === 'ESCALATED'} banned={c.ban === 'BANNED'} /></dd>
        {c.escalation === 'ESCALATED' && c.escalationReason && (
          <><dt>Escalated for</dt><dd>{escalationReasonLabel(c.escalationReason)}{c.escalationNote && ` — ${c.escalationNote}`}</dd></>
        )}
        <dt>Tenant</dt><dd>{c.tenant.firstName}</dd>
        <dt>Home</dt><dd>{c.buildingName}{c.bedroomName && ` · ${c.bedroomName}`}</dd>
        {c.monthlyRent && <><dt>Monthly rent</dt><dd>{c.monthlyRent.formatted}</dd></>}
        {c.requestedVacateDate && <><dt>Wants to leave on</dt><dd>{formatDate(c.requestedVacateDate)}</dd></>}
        {c.requestedBedroomName && <><dt>Wants the room</dt><dd>{c.requestedBedroomName}</dd></>}
        {c.requestedMoveDate && <><dt>Wants to move on</dt><dd>{formatDate(c.requestedMoveDate)}</dd></>}
        {c.disputedAmount && <><dt>Disputed amount</dt><dd>{c.disputedAmount.formatted}</dd></>}
        <dt>Opened</dt><dd>{formatDateTime(c.createdAt)}</dd>
        {c.resolvedAt && <><dt>Resolved</dt><dd>{formatDateTime(c.resolvedAt)}</dd></>}
        {c.closedAt && <><dt>Closed</dt><dd>{formatDateTime(c.closedAt)}</dd></>}
        {c.resolutionNote && <><dt>Resolution note</dt><dd>{c.resolutionNote}</dd></>}
      </dl>
      <h3 className={own.subheading}>What the tenant wrote</h3>
      <p className={own.description}>{c.description || <span className="muted">Nothing written.</span>}</p>
    </section>
  );
}

function CaseEvidence({ evidence }: { evidence: StaffResolutionCase_case$data['evidence'] }) {
  return (
    <section aria-labelledby="evidence-heading" className={`card ${styles.panel}`}>
      <h2 id="evidence-heading">Evidence</h2>
      {evidence.length === 0 ? <p className="muted">No files attached.</p> : (
        <ul className={own.list}>
          {evidence.map((f) => (
            <li key={f.fileId}>
              <a href={f.url} target="_blank" rel="noreferrer">{f.fileName}</a> <span className="muted">{formatDateTime(f.createdAt)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function proposalTerms(p: StaffResolutionCase_case$data['proposals'][number]): string {
  const terms: string[] = [];
  if (p.feeMonths != null) terms.push(`${p.feeMonths} ${p.feeMonths === 1 ? 'month' : 'months'}’ rent${p.feeAmount ? ` (${p.feeAmount.formatted})` : ''}`);
  if (p.noticeMonths != null) terms.push(`${p.noticeMonths === 0.5 ? 'half a month' : `${p.noticeMonths} ${p.noticeMonths === 1 ? 'month' : 'months'}`}’ notice`);
  if (p.amount) terms.push(p.amount.formatted);
  return terms.join(', ');
}

const PROPOSAL_STATUS_WORDS: Record<string, string> = { PENDING: 'Waiting for the tenant', ACCEPTED: 'Accepted', DECLINED: 'Declined', SUPERSEDED: 'Replaced by a newer proposal' };

function CaseProposals({ proposals }: { proposals: StaffResolutionCase_case$data['proposals'] }) {
  return (
    <section aria-labelledby="proposals-heading" className={`card ${styles.panel}`}>
      <h2 id="proposals-heading">Proposals</h2>
      {proposals.length === 0 ? <p className="muted">The manager has not proposed anything yet.</p> : (
        <ol className={own.list}>
          {proposals.map((p) => (
            <li key={p.id}>
              <div className={own.entryHead}>
                <strong>{p.label}</strong>
                {proposalTerms(p) && <span>{proposalTerms(p)}</span>}
                <span className="muted">{PROPOSAL_STATUS_WORDS[p.status] ?? p.status} · {p.proposedBy.firstName}, {formatDateTime(p.createdAt)}</span>
              </div>
              {p.message && <p className={own.entryBody}>{p.message}</p>}
              {p.declineReason && <p className={own.entryBody}><span className="muted">Declined because:</span> {p.declineReason}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
