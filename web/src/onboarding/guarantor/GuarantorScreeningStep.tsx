import { ConnectionScreening } from '../screening/ConnectionScreening';

/** The guarantor's identity and credit screening: the renters' screening wizard, run for this connection. */
export function GuarantorScreeningStep({ guarantorConnectionId, onCompleted }: { guarantorConnectionId: string; onCompleted(): void }) {
  return (
    <>
      <h2>Identity and credit screening</h2>
      <p className="muted">We confirm your identity and run a soft credit check. It does not affect your credit score.</p>
      <ConnectionScreening guarantorConnectionId={guarantorConnectionId} onCompleted={onCompleted} />
    </>
  );
}
