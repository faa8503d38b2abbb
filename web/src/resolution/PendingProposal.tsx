import type { UserErrorLike } from '../shared/userErrors';
import { useAcceptMutation, useDeclineMutation } from './caseMutations';
import { acceptConsequences, proposalInWords, type CaseForAccept, type ProposalTermsLike } from './caseWords';
import { ConfirmButton } from './ConfirmButton';
import styles from './Resolution.module.css';
import board from '../shared/components/Board.module.css';

export interface PendingProposalData extends ProposalTermsLike {
  readonly id: string;
  readonly message: string;
  readonly proposedBy: { readonly firstName: string };
}

const FAILED = 'Your answer was not sent. Check your connection and try again.';
const errorText = (errors: readonly UserErrorLike[]) => errors.map((e) => e.message).join(' ') || FAILED;

/**
 * The proposal waiting for the tenant. The tenant may accept or decline (only when
 * `viewerMay` says so); the confirm dialog states exactly what accepting does.
 */
export function PendingProposal({ proposal, resolutionCase, mayAccept, mayDecline, viewerIsTenant }: {
  proposal: PendingProposalData;
  resolutionCase: CaseForAccept;
  mayAccept: boolean;
  mayDecline: boolean;
  viewerIsTenant: boolean;
}) {
  const [accept, accepting] = useAcceptMutation();
  const [decline, declining] = useDeclineMutation();
  const terms = proposalInWords(proposal);
  const consequences = acceptConsequences(proposal, resolutionCase);
  return (
    <section className={styles.proposal} aria-labelledby="pending-proposal">
      <h3 id="pending-proposal" className={styles.proposalTitle}>
        {viewerIsTenant ? `${proposal.proposedBy.firstName} proposes` : 'Proposal waiting for the tenant'}
      </h3>
      <p className={styles.terms}>{terms}</p>
      {proposal.message && <p className={styles.request}>{proposal.message}</p>}
      {(mayAccept || mayDecline) && (
        <div className={board.buttons}>
          {mayAccept && (
            <ConfirmButton label="Accept proposal" title="Accept this proposal?" confirmLabel="Accept" primary busy={accepting}
              onConfirm={(_reason, done) => accept({ proposalId: proposal.id, idempotencyKey: `accept-${proposal.id}` }, {
                onDone: () => done(), onUserErrors: (e) => done(errorText(e)), onFailure: () => done(FAILED),
              })}>
              <p className={styles.terms}>{terms}</p>
              <p>Accepting is final. It does this:</p>
              <ul className={styles.consequences}>{consequences.map((line) => <li key={line}>{line}</li>)}</ul>
            </ConfirmButton>
          )}
          {mayDecline && (
            <ConfirmButton label="Decline" title="Decline this proposal?" confirmLabel="Decline" reasonLabel="Why? (optional, your manager reads it)" busy={declining}
              onConfirm={(reason, done) => decline({ proposalId: proposal.id, reason: reason || null }, {
                onDone: () => done(), onUserErrors: (e) => done(errorText(e)), onFailure: () => done(FAILED),
              })}>
              <p>Nothing changes; your manager may make another proposal.</p>
            </ConfirmButton>
          )}
        </div>
      )}
    </section>
  );
}
