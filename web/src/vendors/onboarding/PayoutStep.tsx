import { useState } from 'react';
import { graphql } from 'react-relay';
import { Link } from 'react-router';
import type { PayoutStepLinkMutation } from '../../__generated__/PayoutStepLinkMutation.graphql';
import { formatDateTime } from '../../shared/format';
import { usePromiseMutation } from './usePromiseMutation';
import type { Company } from './VendorOnboard';
import styles from './VendorOnboard.module.css';

const mutation = graphql`
  mutation PayoutStepLinkMutation($input: ServiceProviderInput!) {
    createServiceProviderPayoutLink(input: $input) {
      url
      userErrors { field message }
    }
  }
`;

/**
 * Step 4: the company's payout account, connected at the payments provider. The
 * link leaves Hearth; the provider sends the vendor back to
 * /vendor/onboard?payout_connected=1, where the page reads the account afresh.
 */
export function PayoutStep({ company, justConnected, settings = false }: { company: Company; justConnected: boolean; settings?: boolean }) {
  const [link, linking] = usePromiseMutation<PayoutStepLinkMutation>(mutation);
  const [problem, setProblem] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const connectedAt = company.payoutAccount.connectedAt;

  const connect = async () => {
    setProblem(null);
    try {
      const { createServiceProviderPayoutLink: r } = await link({ input: { providerId: company.id } });
      if (!r.url) return setProblem(r.userErrors[0]?.message ?? 'We could not reach our payments provider. Try again.');
      setLeaving(true);
      window.location.assign(r.url);
    } catch {
      setProblem('We could not reach our payments provider. Check your connection and try again.');
    }
  };

  return (
    <>
      <h2 id={settings ? 'payout-heading' : 'step-heading'}>Payout account</h2>
      <p className="muted">
        Your earnings are paid to your company's own account at our payments provider (not a personal one). You set it up on
        their site and come straight back here.
      </p>
      {justConnected && connectedAt && <p className="alert alert-success" role="status">Your payout account is connected.</p>}
      {connectedAt ? (
        <>
          <p>Connected on {formatDateTime(connectedAt)}.</p>
          {!settings && <div className={styles.actions}><Link className="btn btn-primary" to="?step=team">Continue</Link></div>}
        </>
      ) : (
        <>
          {justConnected && <p className="alert alert-error" role="alert">The payments provider did not finish connecting your account. Try again.</p>}
          {problem && <p className="alert alert-error" role="alert">{problem}</p>}
          <div className={styles.actions}>
            <button type="button" className="btn btn-primary" onClick={() => void connect()} disabled={linking || leaving}>
              {leaving ? 'Opening the payments provider…' : 'Connect payout account'}
            </button>
          </div>
        </>
      )}
    </>
  );
}
