import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router';
import type { LeaseSigningQuery as QueryType } from '../../__generated__/LeaseSigningQuery.graphql';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { MessagePage } from '../../shared/components/MessagePage';
import { SignInPrompt } from '../../app/session/SignInPrompt';
import { useDisposeOnReplace } from '../../app/relay/routeQuery';
import { hasFullName, personName } from '../../../../common/person-name';
import { LeaseDocument } from './LeaseDocument';
import { LeaseNameForm } from './LeaseNameForm';
import { LeaseStatusNote } from './LeaseStatusNote';
import styles from './Leases.module.css';
import { SignLeaseForm } from './SignLeaseForm';

export const LeaseSigningQuery = graphql`
  query LeaseSigningQuery($databaseId: String!) {
    viewer {
      isGuest
      user { firstName lastName }
    }
    lease(databaseId: $databaseId) {
      id
      databaseId
      status
      viewerCanSign
      ...LeaseDocument_lease
      ...LeaseStatusNote_lease
    }
  }
`;

/** /leases/:leaseId: the tenant reads the whole lease, types their name, agrees and signs. */
export function LeaseSigning() {
  const queryRef = useLoaderData() as PreloadedQuery<QueryType>;
  useDisposeOnReplace(queryRef);
  const { viewer, lease } = usePreloadedQuery<QueryType>(LeaseSigningQuery, queryRef);
  useDocumentTitle('Your lease');
  if (viewer.isGuest || !viewer.user) {
    return (
      <SignInPrompt title="Log in to read your lease" returnTo={window.location.pathname}>
        <p>Your lease is shown only to you and your landlord.</p>
      </SignInPrompt>
    );
  }
  if (!lease) {
    return (
      <MessagePage title="We could not find this lease" icon="alert"
        actions={<Link className="btn btn-primary" to="/applications">Go to your applications</Link>}>
        <p>It may belong to another account. Leases are shown only to their tenant and landlord.</p>
      </MessagePage>
    );
  }
  const { firstName, lastName } = viewer.user;
  const accountName = personName(firstName, lastName);
  const mayShowSigning = lease.viewerCanSign && lease.status === 'PREPARED';
  return (
    <div className={`page ${styles.page}`}>
      <h1>Your lease</h1>
      <LeaseStatusNote lease={lease} />
      <LeaseDocument lease={lease} />
      {mayShowSigning && (hasFullName(firstName, lastName)
        ? <SignLeaseForm leaseId={lease.id} accountName={accountName} />
        : <LeaseNameForm leaseDatabaseId={lease.databaseId} firstName={firstName} lastName={lastName} />)}
    </div>
  );
}
