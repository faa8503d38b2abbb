import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useLocation } from 'react-router';
import type { GuarantorQuery as GuarantorQueryType } from '../../__generated__/GuarantorQuery.graphql';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { MessagePage } from '../../shared/components/MessagePage';
import { SignInPrompt } from '../../app/session/SignInPrompt';
import { useDisposeOnReplace } from '../../app/relay/routeQuery';
import { GuarantorInvitation } from './GuarantorInvitation';
import { inviteFromSearch } from './inviteLink';
import { TenantGuarantors } from './TenantGuarantors';

export const GuarantorQuery = graphql`
  query GuarantorQuery($connectionId: ID!, $inviteToken: String!, $hasInvite: Boolean!) {
    viewer {
      isGuest
      guarantorInvite(connectionId: $connectionId, inviteToken: $inviteToken) @include(if: $hasInvite) {
        ...GuarantorInvitation_invite
      }
      ...TenantGuarantors_viewer @skip(if: $hasInvite) @alias(as: "tenantView")
    }
  }
`;

/**
 * /guarantor: the tenant's guarantors; or, opened from an invite email
 * (`?connection_id=&invite_token=`), the invitation to accept.
 */
export function Guarantor() {
  const queryRef = useLoaderData() as PreloadedQuery<GuarantorQueryType>;
  useDisposeOnReplace(queryRef);
  const { viewer } = usePreloadedQuery<GuarantorQueryType>(GuarantorQuery, queryRef);
  const { pathname, search } = useLocation();
  const invite = inviteFromSearch(new URLSearchParams(search));
  useDocumentTitle(invite ? 'Guarantor invitation' : 'Guarantor');

  if (invite && viewer.isGuest) return <GuestInvitation returnTo={pathname + search} />;
  if (viewer.isGuest) {
    return (
      <SignInPrompt title="Log in to manage your guarantor" returnTo="/guarantor">
        <p>Invite a guarantor for your application and follow their progress.</p>
      </SignInPrompt>
    );
  }
  if (invite && viewer.guarantorInvite) {
    return (
      <div className="page">
        <GuarantorInvitation invite={viewer.guarantorInvite} connectionId={invite.connectionId} inviteToken={invite.inviteToken} />
      </div>
    );
  }
  // Without an invite the tenant view is fetched; a link whose invite did not load shows it too.
  return viewer.tenantView ? <TenantGuarantors viewer={viewer.tenantView} /> : <InvalidLink />;
}

function InvalidLink() {
  return (
    <div className="page">
      <MessagePage title="This invite link is not complete" icon="alert" actions={<Link className="btn" to="/guarantor">Go to Guarantor</Link>}>
        <p>Open the link from the invite email again, or copy the whole address into your browser.</p>
      </MessagePage>
    </div>
  );
}

/** Someone opened the invite link without an account: they sign up (or log in) and come straight back. */
function GuestInvitation({ returnTo }: { returnTo: string }) {
  const back = encodeURIComponent(returnTo);
  return (
    <div className="page">
      <MessagePage
        title="You've been invited to be a guarantor"
        icon="user"
        actions={
          <>
            <Link className="btn btn-primary" to={`/login?tab=register&desired_page=${back}`}>Create an account</Link>
            <Link className="btn" to={`/login?desired_page=${back}`}>Log in</Link>
          </>
        }
      >
        <p>Someone applying for a room on Hearth named you as their guarantor.</p>
        <p>To see who asked and accept, create a free account or log in. We'll bring you right back to this invitation.</p>
      </MessagePage>
    </div>
  );
}

