import { graphql, useFragment } from 'react-relay';
import type { CaseTimeline_case$key } from '../__generated__/CaseTimeline_case.graphql';
import { formatDateTime } from '../shared/format';
import board from '../shared/components/Board.module.css';
import { actorLabel, caseStatusLabel, proposalInWords } from './caseWords';
import styles from './Resolution.module.css';

const PROPOSAL_OUTCOME: Record<string, string> = {
  PENDING: 'Waiting for the tenant’s answer',
  ACCEPTED: 'Accepted',
  DECLINED: 'Declined',
  SUPERSEDED: 'Replaced by a newer proposal',
};

/** Status moves, proposals (with their terms and answer) and messages, oldest first. */
export function CaseTimeline({ resolutionCase }: { resolutionCase: CaseTimeline_case$key }) {
  const c = useFragment(graphql`
    fragment CaseTimeline_case on ResolutionCase {
      viewerRole
      timeline {
        kind
        at
        actorRole
        person { firstName }
        statusFrom
        statusTo
        note
        proposal { id proposalType status message feeMonths noticeMonths amount { cents } feeAmount { cents } declineReason }
        comment { id body }
      }
    }
  `, resolutionCase);
  return (
    <ol className={board.timeline} aria-label="Timeline">
      {c.timeline.map((e, i) => {
        const who = e.actorRole === c.viewerRole ? 'You' : e.person?.firstName ?? actorLabel(e.actorRole, c.viewerRole);
        const when = formatDateTime(e.at);
        if (e.kind === 'PROPOSAL' && e.proposal && e.actorRole === 'TENANT') {
          // The same proposal again, when the tenant answered it.
          const p = e.proposal;
          return (
            <li key={`a${p.id}`} className={`${board.entry} ${board.entryTenant}`}>
              <p className={board.entryHead}>
                <strong>{who}</strong> {p.status === 'DECLINED' ? 'declined' : 'accepted'} the proposal · <span className={styles.entryMeta}>{when}</span>
              </p>
              <p className={board.entryBody}>{proposalInWords(p)}{p.declineReason ? `. Reason: ${p.declineReason}` : ''}</p>
            </li>
          );
        }
        if (e.kind === 'PROPOSAL' && e.proposal) {
          const p = e.proposal;
          return (
            <li key={`p${p.id}`} className={`${board.entry} ${styles.entryProposal}`}>
              <p className={board.entryHead}><strong>{who}</strong> proposed · <span className={styles.entryMeta}>{when}</span></p>
              <p className={styles.terms}>{proposalInWords(p)}</p>
              {p.message && <p className={board.entryBody}>{p.message}</p>}
              <p className={styles.entryMeta}>{PROPOSAL_OUTCOME[p.status] ?? p.status}{p.declineReason ? `: ${p.declineReason}` : ''}</p>
            </li>
          );
        }
        if (e.kind === 'MESSAGE' && e.comment) {
          return (
            <li key={`m${e.comment.id}`} className={`${board.entry} ${e.actorRole === 'TENANT' ? board.entryTenant : ''}`}>
              <p className={board.entryHead}><strong>{who}</strong> · <span className={styles.entryMeta}>{when}</span></p>
              <p className={board.entryBody}>{e.comment.body}</p>
            </li>
          );
        }
        return (
          <li key={`s${i}`} className={`${board.entry} ${styles.entryStatus}`}>
            <p className={board.entryChange}>
              {e.statusFrom ? <>{who} moved the case from {caseStatusLabel(e.statusFrom)} to <strong>{caseStatusLabel(e.statusTo ?? '')}</strong></>
                : <>{who} opened the case: <strong>{caseStatusLabel(e.statusTo ?? '')}</strong></>}
              {' · '}<span className={styles.entryMeta}>{when}</span>
            </p>
            {e.note && <p className={board.entryBody}>{e.note}</p>}
          </li>
        );
      })}
    </ol>
  );
}
