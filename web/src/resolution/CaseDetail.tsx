import { useEffect, useRef } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { CaseDetail_case$key } from '../__generated__/CaseDetail_case.graphql';
import { formatDate } from '../shared/format';
import board from '../shared/components/Board.module.css';
import { CaseActions } from './CaseActions';
import { CaseStatusBadge, WaitingFor } from './CaseStatusBadge';
import { CaseTimeline } from './CaseTimeline';
import { waitingFor } from './caseWords';
import { PendingProposal } from './PendingProposal';
import styles from './Resolution.module.css';

/**
 * A case for its tenant or manager: the request, the evidence, the proposal
 * waiting for an answer, the timeline, and only the actions `viewerMay` lists.
 */
export function CaseDetail({ resolutionCase, onClose }: { resolutionCase: CaseDetail_case$key; onClose(): void }) {
  const c = useFragment(graphql`
    fragment CaseDetail_case on ResolutionCase {
      id
      databaseId
      kind
      kindLabel
      status
      actionRequiredBy
      viewerRole
      viewerMay
      escalation
      tenant { firstName }
      buildingName
      bedroomName
      description
      requestedVacateDate
      requestedBedroomName
      requestedMoveDate
      disputedAmount { cents formatted }
      monthlyRent { cents formatted }
      evidence { fileId fileName url }
      allowedProposalTypes
      pendingProposal {
        id proposalType message feeMonths noticeMonths amount { cents } feeAmount { cents }
        proposedBy { firstName }
      }
      effects { vacateDate invoiceIds }
      resolutionNote
      createdAt
      ...CaseTimeline_case
    }
  `, resolutionCase);
  // Opening a case moves the reader to it (on phones the list it was picked from is gone).
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [c.databaseId]);
  const may = (action: string) => c.viewerMay.includes(action as never);
  const isTenant = c.viewerRole === 'TENANT';
  return (
    <article className={board.detail} aria-labelledby={`case-${c.databaseId}-title`}>
      <header className={board.detailHeader}>
        <div className={board.detailTitleRow}>
          <h2 id={`case-${c.databaseId}-title`} ref={heading} tabIndex={-1} className={board.detailTitle}>{c.kindLabel}</h2>
          <CaseStatusBadge status={c.status} />
        </div>
        <WaitingFor who={waitingFor(c.actionRequiredBy, c.viewerRole)} />
        {c.escalation === 'ESCALATED' && <p className="muted">Hearth team is looking into this case.</p>}
        <button type="button" className="btn btn-quiet" onClick={onClose}>Back to the list</button>
      </header>
      <dl className={board.facts}>
        <div><dt>Home</dt><dd>{c.buildingName}{c.bedroomName ? ` · ${c.bedroomName}` : ''}</dd></div>
        {!isTenant && <div><dt>Tenant</dt><dd>{c.tenant.firstName}</dd></div>}
        {c.requestedVacateDate && <div><dt>Move out on</dt><dd>{formatDate(c.requestedVacateDate)}</dd></div>}
        {c.requestedBedroomName && <div><dt>Room wanted</dt><dd>{c.requestedBedroomName}</dd></div>}
        {c.requestedMoveDate && <div><dt>Move on</dt><dd>{formatDate(c.requestedMoveDate)}</dd></div>}
        {c.disputedAmount && <div><dt>Disputed amount</dt><dd>{c.disputedAmount.formatted}</dd></div>}
        {c.monthlyRent && <div><dt>Monthly rent</dt><dd>{c.monthlyRent.formatted}</dd></div>}
        <div><dt>Opened</dt><dd>{formatDate(c.createdAt)}</dd></div>
        <div><dt>Case</dt><dd>#{c.databaseId}</dd></div>
        {c.effects.vacateDate && <div><dt>Vacate date set</dt><dd>{formatDate(c.effects.vacateDate)}</dd></div>}
      </dl>
      <h3 className={board.sectionTitle}>The request</h3>
      <p className={styles.request}>{c.description}</p>
      <h3 className={board.sectionTitle}>Evidence</h3>
      {c.evidence.length === 0 ? <p className={board.empty}>No files yet.</p> : (
        <ul className={styles.files} aria-label="Evidence files">
          {c.evidence.map((f) => <li key={f.fileId}><a href={f.url} target="_blank" rel="noreferrer">{f.fileName}</a></li>)}
        </ul>
      )}
      {c.resolutionNote && <p className="alert alert-success">{c.resolutionNote}</p>}
      {isTenant && c.effects.invoiceIds.length > 0 && (
        <p className="alert alert-success">The agreed fee is on your <Link to="/billing">billing page</Link>.</p>
      )}
      {c.pendingProposal && (
        <PendingProposal proposal={c.pendingProposal} resolutionCase={c} viewerIsTenant={isTenant}
          mayAccept={may('ACCEPT_PROPOSAL')} mayDecline={may('DECLINE_PROPOSAL')} />
      )}
      <CaseActions caseId={c.id} may={may} allowedProposalTypes={c.allowedProposalTypes}
        monthlyRentCents={c.monthlyRent?.cents ?? null} hasPending={c.pendingProposal !== null} />
      <h3 className={board.sectionTitle}>Timeline</h3>
      <CaseTimeline resolutionCase={c} />
    </article>
  );
}
