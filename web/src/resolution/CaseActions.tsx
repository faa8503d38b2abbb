import type { UserErrorLike } from '../shared/userErrors';
import board from '../shared/components/Board.module.css';
import { AddEvidence } from './AddEvidence';
import { useCloseMutation, usePendingFinalizationMutation } from './caseMutations';
import { ConfirmButton } from './ConfirmButton';
import { MessageForm } from './MessageForm';
import { ProposeForm } from './ProposeForm';

const FAILED = 'That did not go through. Check your connection and try again.';
const errorText = (errors: readonly UserErrorLike[]) => errors.map((e) => e.message).join(' ') || FAILED;

/** The actions the viewer may take now (accept and decline sit with the proposal), and no others. */
export function CaseActions({ caseId, may, allowedProposalTypes, monthlyRentCents, hasPending }: {
  caseId: string;
  may(action: string): boolean;
  allowedProposalTypes: readonly string[];
  monthlyRentCents: number | null;
  hasPending: boolean;
}) {
  const [close, closing] = useCloseMutation();
  const [finalize, finalizing] = usePendingFinalizationMutation();
  const callbacks = (done: (error?: string) => void) => ({ onDone: () => done(), onUserErrors: (e: readonly UserErrorLike[]) => done(errorText(e)), onFailure: () => done(FAILED) });
  const buttons = may('CLOSE') || may('PENDING_FINALIZATION');
  return (
    <>
      {may('PROPOSE') && <ProposeForm caseId={caseId} allowed={allowedProposalTypes} monthlyRentCents={monthlyRentCents} hasPending={hasPending} />}
      {may('ADD_EVIDENCE') && <AddEvidence caseId={caseId} />}
      {buttons && (
        <div className={board.buttons}>
          {may('PENDING_FINALIZATION') && (
            <ConfirmButton label="Mark pending finalization" title="Mark the case pending finalization?" confirmLabel="Mark pending finalization"
              reasonLabel="Note for Hearth team (optional)" primary busy={finalizing}
              onConfirm={(note, done) => finalize({ caseId, note: note || null }, callbacks(done))}>
              <p>Say the agreed terms are under way. Hearth team then resolves the case.</p>
            </ConfirmButton>
          )}
          {may('CLOSE') && (
            <ConfirmButton label="Withdraw the case" title="Withdraw this case?" confirmLabel="Withdraw" reasonLabel="Why? (optional)" busy={closing}
              onConfirm={(reason, done) => close({ caseId, reason: reason || null }, callbacks(done))}>
              <p>The case is closed and nothing changes on your lease. You can open a new case later.</p>
            </ConfirmButton>
          )}
        </div>
      )}
      {(may('START_CHAT') || may('COMMENT')) && <MessageForm caseId={caseId} start={!may('COMMENT')} />}
    </>
  );
}
