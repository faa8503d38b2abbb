/**
 * The guarantor's identity and credit screening: slice B's screening screens, run
 * against this connection (`guarantorConnectionId`). Until they land, this says
 * what the step is.
 */
export function GuarantorScreeningStep({ guarantorConnectionId: _id, onCompleted: _done }: { guarantorConnectionId: string; onCompleted(): void }) {
  return (
    <>
      <h2>Identity and credit screening</h2>
      <p className="muted">We confirm your identity and run a soft credit check. It does not affect your credit score.</p>
    </>
  );
}
