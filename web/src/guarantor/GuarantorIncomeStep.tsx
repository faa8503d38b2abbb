/**
 * The guarantor's income verification: slice B's income screens, run against this
 * connection (`guarantorConnectionId`). Until they land, this says what the step is.
 */
export function GuarantorIncomeStep({ guarantorConnectionId: _id, onCompleted: _done }: { guarantorConnectionId: string; onCompleted(): void }) {
  return (
    <>
      <h2>Income verification</h2>
      <p className="muted">Show that you earn enough to cover the rent if needed, with recent pay stubs or a bank statement.</p>
    </>
  );
}
