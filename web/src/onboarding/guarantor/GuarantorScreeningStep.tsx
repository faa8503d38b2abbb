import { useLoaderData } from 'react-router';
import { ConnectionScreening } from '../screening/ConnectionScreening';
import type { GuarantorCompleteData } from './guarantorCompleteLoader';

/** The guarantor's identity and credit screening: the renters' screening wizard, run for this connection. */
export function GuarantorScreeningStep({ guarantorConnectionId, onCompleted }: { guarantorConnectionId: string; onCompleted(): void }) {
  // /guarantor-complete's loader started the screening query (guarantorCompleteLoader.ts).
  const { screening } = useLoaderData() as GuarantorCompleteData;
  return (
    <>
      <h2>Identity and credit screening</h2>
      <p className="muted">We confirm your identity and run a soft credit check. It does not affect your credit score.</p>
      <ConnectionScreening guarantorConnectionId={guarantorConnectionId} preloaded={screening} onCompleted={onCompleted} />
    </>
  );
}
