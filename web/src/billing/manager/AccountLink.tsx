import { useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import type { AccountLinkQuery as QueryType } from '../../__generated__/AccountLinkQuery.graphql';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { formatDate } from '../../shared/format';
import { MessagePage } from '../../shared/components/MessagePage';
import { useDisposeOnReplace } from '../../app/relay/routeQuery';
import { useCreatePayoutAccountLinkMutation } from './useCreatePayoutAccountLinkMutation';

export const AccountLinkQuery = graphql`
  query AccountLinkQuery {
    viewer {
      billing { payoutAccountConnectedAt }
      managedBuildings(first: 1) { edges { node { id } } }
    }
  }
`;

/**
 * /manager/account-link (Set Up Automatic Payments): the payments provider's
 * connect flow. The button asks for a link and leaves for the provider, which
 * sends the manager back here with ?connected=1.
 */
export function AccountLink() {
  const queryRef = useLoaderData() as PreloadedQuery<QueryType>;
  useDisposeOnReplace(queryRef);
  const { viewer } = usePreloadedQuery<QueryType>(AccountLinkQuery, queryRef);
  const [params] = useSearchParams();
  const [createLink, creating] = useCreatePayoutAccountLinkMutation();
  const [error, setError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  useDocumentTitle('Set up automatic payments');

  const connectedAt = viewer.billing?.payoutAccountConnectedAt;
  if (connectedAt) {
    const justConnected = params.get('connected') === '1';
    return (
      <div className="page">
        <MessagePage
          title={justConnected ? 'Your payout account is connected' : 'Automatic payments are set up'}
          actions={<Link className="btn btn-primary" to="/manager/ledger">Go to Ledger &amp; payments</Link>}
        >
          <p role={justConnected ? 'status' : undefined}>
            Connected on {formatDate(connectedAt)}. Rent from your tenants is paid out to this account automatically.
          </p>
        </MessagePage>
      </div>
    );
  }
  if (viewer.managedBuildings.edges.length === 0) {
    return (
      <div className="page">
        <MessagePage title="Add a home first" actions={<Link className="btn btn-primary" to="/manager/listings/new">Add a home</Link>}>
          <p>Automatic payments pay out your tenants' rent. Set them up once you have a home on Hearth.</p>
        </MessagePage>
      </div>
    );
  }

  const onConnect = () => {
    setError(null);
    createLink({
      onDone: (url) => { setLeaving(true); window.location.assign(url); },
      onUserErrors: (errors) => setError(errors.map((e) => e.message).join(' ') || 'The link could not be created. Try again.'),
      onFailure: () => setError('The link could not be created. Check your connection and try again.'),
    });
  };
  const busy = creating || leaving;
  return (
    <div className="page">
      <MessagePage
        title="Set up automatic payments"
        actions={
          <button type="button" className="btn btn-primary" onClick={onConnect} disabled={busy} aria-describedby={error ? 'connect-error' : undefined}>
            {busy ? 'Opening the payments provider…' : 'Connect payout account'}
          </button>
        }
      >
        <p>Connect a payout account and Hearth collects rent from your tenants each month and pays it out to you, with fees and deposits in your ledger.</p>
        {params.get('connected') === '1' && <p className="muted">We have not heard back from the payments provider yet. If you finished, reload in a moment.</p>}
        {error && <p id="connect-error" className="field-error" role="alert">{error}</p>}
      </MessagePage>
    </div>
  );
}
