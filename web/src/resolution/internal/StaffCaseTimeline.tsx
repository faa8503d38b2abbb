import { graphql, useFragment } from 'react-relay';
import type { StaffCaseTimeline_case$data, StaffCaseTimeline_case$key } from '../../__generated__/StaffCaseTimeline_case.graphql';
import { formatDateTime } from '../../shared/format';
import styles from '../../app/internal/Internal.module.css';
import { actorRoleWords, caseStatusLabel } from './caseWords';
import own from './StaffResolution.module.css';

const fragment = graphql`
  fragment StaffCaseTimeline_case on ResolutionCase {
    timeline {
      kind
      at
      actorRole
      person { firstName }
      statusFrom
      statusTo
      note
      proposal { id label status }
      comment { id body }
    }
  }
`;

type Entry = StaffCaseTimeline_case$data['timeline'][number];

/** What happened, in words: the status move, the proposal, or "Message". */
function what(entry: Entry): string {
  if (entry.kind === 'STATUS') {
    // Escalation and ban are recorded as moves to the same status: say it was an update.
    if (entry.statusFrom && entry.statusFrom === entry.statusTo) return `Updated (still ${caseStatusLabel(entry.statusTo)})`;
    return entry.statusFrom ? `${caseStatusLabel(entry.statusFrom)} → ${caseStatusLabel(entry.statusTo)}` : `Opened (${caseStatusLabel(entry.statusTo)})`;
  }
  if (entry.kind === 'PROPOSAL') {
    // A tenant only ever answers a proposal, once: its status says which answer.
    if (entry.actorRole === 'TENANT') return `${entry.proposal?.status === 'DECLINED' ? 'Declined' : 'Accepted'}: ${entry.proposal?.label ?? ''}`;
    return `Proposed: ${entry.proposal?.label ?? ''}`;
  }
  return 'Message';
}

function who(entry: Entry): string {
  const role = actorRoleWords(entry.actorRole);
  // "Sam (Hearth team)", "Tara (tenant)": the brand keeps its capital.
  const inBrackets = entry.actorRole === 'HEARTH_TEAM' ? role : role.toLowerCase();
  if (entry.person) return role ? `${entry.person.firstName} (${inBrackets})` : entry.person.firstName;
  return role;
}

/** Status moves, proposals and messages, oldest first (read-only: staff answer in the panel beside it). */
export function StaffCaseTimeline({ caseRef }: { caseRef: StaffCaseTimeline_case$key }) {
  const { timeline } = useFragment(fragment, caseRef);
  return (
    <section aria-labelledby="timeline-heading" className={`card ${styles.panel}`}>
      <h2 id="timeline-heading">Timeline</h2>
      {timeline.length === 0 ? <p className="muted">Nothing has happened yet.</p> : (
        <ol className={own.list}>
          {timeline.map((entry, index) => (
            // Entries have no id of their own; the list only grows at the end, so the index is stable.
            <li key={`${entry.at}-${index}`}>
              <div className={own.entryHead}>
                <strong>{what(entry)}</strong>
                <span className="muted">{[who(entry), formatDateTime(entry.at)].filter(Boolean).join(', ')}</span>
              </div>
              {entry.comment && <p className={own.entryBody}>{entry.comment.body}</p>}
              {entry.note && <p className={own.entryBody}>{entry.note}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
