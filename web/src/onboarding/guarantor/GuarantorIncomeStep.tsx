import { IncomeForm } from '../income/IncomeForm';

/** The guarantor's income verification: the renters' income form, given as this connection's guarantor. */
export function GuarantorIncomeStep({ guarantorConnectionId, onCompleted }: { guarantorConnectionId: string; onCompleted(): void }) {
  return (
    <>
      <h2>Income verification</h2>
      <p className="muted">Show that you earn enough to cover the rent if needed, with recent pay stubs or a bank statement.</p>
      <IncomeForm guarantorConnectionId={guarantorConnectionId} onCompleted={() => onCompleted()} />
    </>
  );
}
