import { useContext, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { LifecycleActions_lifecycle$key } from '../../__generated__/LifecycleActions_lifecycle.graphql';
import { CountersignLeaseButton } from '../leases/CountersignLeaseButton';
import { ReasonForm } from './ReasonForm';
import { RenewalOfferForm } from './RenewalOfferForm';
import { DENY_CHOICES, CLOSE_CHOICES } from './reasons';
import styles from './ManagerTenants.module.css';
import { ReorderHomesContext } from './homeOrder';
import { useApproveLifecycleMutation } from './useApproveLifecycleMutation';
import { useDeactivateLifecycleMutation } from './useDeactivateLifecycleMutation';
import { useDenyLifecycleMutation } from './useDenyLifecycleMutation';
import { useStartLifecycleRenewalMutation } from './useStartLifecycleRenewalMutation';
import { useAssignLifecycleBedroomMutation } from './useAssignLifecycleBedroomMutation';
import { useTakeLifecycleActionMutation } from './useTakeLifecycleActionMutation';

/** Actions without a form, with the button a manager reads. */
const SIMPLE_ACTIONS = {
  NON_RENEWAL: 'Mark as not renewing',
  UNASSIGN: 'Take off the room',
  APPLY_AUTOMATIC_PROMO: 'Apply a Hearth credit',
  REMOVE_PROMO: 'Remove promo code',
} as const;
type SimpleAction = keyof typeof SIMPLE_ACTIONS;

const FAILED = 'That did not go through. Check your connection and try again.';

/** Only the buttons the action table allows now (Lifecycle.allowedActions), so every one of them works. */
export interface Room { readonly id: string; readonly name: string }

export function LifecycleActions({ lifecycle, applicantName, managerName, otherRooms }: {
  lifecycle: LifecycleActions_lifecycle$key; applicantName: string; managerName: string; otherRooms: readonly Room[];
}) {
  const l = useFragment(graphql`
    fragment LifecycleActions_lifecycle on Lifecycle {
      id
      allowedActions
      promoCode
      lease { ...CountersignLeaseButton_lease }
    }
  `, lifecycle);
  const [open, setOpen] = useState<'deny' | 'close' | 'renew' | 'move' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [approve, approving] = useApproveLifecycleMutation();
  const [deny, denying] = useDenyLifecycleMutation();
  const [deactivate, closing] = useDeactivateLifecycleMutation();
  const [take, taking] = useTakeLifecycleActionMutation();
  const [offerRenewal, offering] = useStartLifecycleRenewalMutation();
  const [assign, moving] = useAssignLifecycleBedroomMutation();
  const canMove = l.allowedActions.includes('ASSIGN') && otherRooms.length > 0;
  const allowed = new Set<string>(l.allowedActions);
  const busy = approving || denying || closing || taking || offering || moving;
  const reorderHomes = useContext(ReorderHomesContext);
  const callbacks = {
    onDone: () => { setOpen(null); setError(null); },
    onUserErrors: (errors: readonly { message: string }[]) => setError(errors.map((e) => e.message).join(' ')),
    onFailure: () => setError(FAILED),
  };
  // Approving changes the home's category, and so its place on the page. (Deny and close keep
  // the card as their payload left it: re-reading the page would take it away under the manager.)
  const reordering = { ...callbacks, onDone: () => { callbacks.onDone(); reorderHomes(); } };
  // The table allows promo changes while applying; whether one is on decides which makes sense.
  const fitsPromo = (a: SimpleAction) => (a === 'REMOVE_PROMO' ? !!l.promoCode : a === 'APPLY_AUTOMATIC_PROMO' ? !l.promoCode : true);
  const simple = (Object.keys(SIMPLE_ACTIONS) as SimpleAction[]).filter((a) => allowed.has(a) && fitsPromo(a));
  const hasAny = ['APPROVE', 'MANAGER_DENIAL', 'DEACTIVATE', 'START_RENEWAL'].some((a) => allowed.has(a)) || canMove || simple.length > 0 || l.lease;
  if (!hasAny) return null;
  return (
    <div className={styles.actions}>
      <div className={styles.buttons}>
        {allowed.has('APPROVE') && (
          <button type="button" className="btn btn-primary" disabled={busy}
            aria-label={`Approve ${applicantName}`} onClick={() => approve({ lifecycleId: l.id }, reordering)}>
            {approving ? 'Approving…' : 'Approve'}
          </button>
        )}
        {allowed.has('MANAGER_DENIAL') && (
          <button type="button" className="btn" aria-expanded={open === 'deny'} aria-label={`Deny ${applicantName}`}
            onClick={() => setOpen(open === 'deny' ? null : 'deny')}>Deny</button>
        )}
        {allowed.has('DEACTIVATE') && (
          <button type="button" className="btn" aria-expanded={open === 'close'} aria-label={`Close the application of ${applicantName}`}
            onClick={() => setOpen(open === 'close' ? null : 'close')}>Close application</button>
        )}
        {allowed.has('START_RENEWAL') && (
          <button type="button" className="btn" aria-expanded={open === 'renew'} aria-label={`Offer ${applicantName} a renewal`}
            onClick={() => setOpen(open === 'renew' ? null : 'renew')}>Offer renewal</button>
        )}
        {canMove && (
          <button type="button" className="btn" aria-expanded={open === 'move'} aria-label={`Move ${applicantName} to another room`}
            onClick={() => setOpen(open === 'move' ? null : 'move')}>Move to another room</button>
        )}
        {simple.map((action) => (
          <button key={action} type="button" className="btn" disabled={busy} aria-label={`${SIMPLE_ACTIONS[action]}: ${applicantName}`}
            onClick={() => take({ lifecycleId: l.id, action }, callbacks)}>{SIMPLE_ACTIONS[action]}</button>
        ))}
        {l.lease && <CountersignLeaseButton lease={l.lease} managerName={managerName} />}
      </div>
      {open === 'deny' && (
        <ReasonForm label="Reason for denying" submitLabel="Deny applicant" choices={DENY_CHOICES} busy={denying}
          onCancel={() => setOpen(null)} onSubmit={(reason) => deny({ lifecycleId: l.id, reason: reason as never }, callbacks)} />
      )}
      {open === 'close' && (
        <ReasonForm label="Reason for closing" submitLabel="Close application" choices={CLOSE_CHOICES} busy={closing}
          onCancel={() => setOpen(null)} onSubmit={(reason) => deactivate({ lifecycleId: l.id, reason: reason as never }, callbacks)} />
      )}
      {open === 'move' && (
        <ReasonForm label="Move to room" placeholder="Choose a room" submitLabel="Move" busy={moving}
          choices={otherRooms.map((r) => ({ value: r.id, label: r.name }))} onCancel={() => setOpen(null)}
          onSubmit={(bedroomId) => assign({ lifecycleId: l.id, bedroomId }, callbacks)} />
      )}
      {open === 'renew' && (
        <RenewalOfferForm busy={offering} onCancel={() => setOpen(null)}
          onSubmit={(cents) => offerRenewal({ lifecycleId: l.id, renewalRentCents: cents }, callbacks)} />
      )}
      {error && <p role="alert" className="alert alert-error">{error}</p>}
    </div>
  );
}
