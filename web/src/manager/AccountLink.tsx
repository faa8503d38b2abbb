import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router';
import type { AccountLinkQuery as QueryType } from '../__generated__/AccountLinkQuery.graphql';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { MessagePage } from '../components/MessagePage';
import { useDisposeOnReplace } from '../relay/routeQuery';

export const AccountLinkQuery = graphql`
  query AccountLinkQuery {
    viewer {
      user { profile { stripeConnectAccountConnectedAt } }
      managedBuildings(first: 1) { edges { node { id } } }
    }
  }
`;

/**
 * /manager/account-link (Set Up Automatic Payments). The payments provider's connect
 * flow arrives with the payments work; until then the page says so plainly instead
 * of offering a button that does nothing.
 */
export function AccountLink() {
  const queryRef = useLoaderData() as PreloadedQuery<QueryType>;
  useDisposeOnReplace(queryRef);
  const { viewer } = usePreloadedQuery<QueryType>(AccountLinkQuery, queryRef);
  useDocumentTitle('Set up automatic payments');
  if (viewer.user?.profile.stripeConnectAccountConnectedAt) {
    return <MessagePage title="Automatic payments are set up"><p>Rent from your tenants is paid out to your connected account.</p></MessagePage>;
  }
  if (viewer.managedBuildings.edges.length === 0) {
    return (
      <MessagePage title="Add a home first" actions={<Link className="btn btn-primary" to="/manager/listings/new">Add a home</Link>}>
        <p>Automatic payments pay out your tenants' rent. Set them up once you have a home on Hearth.</p>
      </MessagePage>
    );
  }
  return (
    <MessagePage title="Set up automatic payments" actions={<button type="button" className="btn btn-primary" disabled aria-describedby="connect-soon">Connect payments account</button>}>
      <p>Connect a payout account and Hearth collects rent from your tenants each month and pays it out to you, with fees and deposits in your ledger.</p>
      <p id="connect-soon" className="muted">Connecting an account is coming with Hearth payments. Until then nothing is charged or paid out.</p>
    </MessagePage>
  );
}
