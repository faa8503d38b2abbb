import { useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useLocation, useSearchParams } from 'react-router';
import type { AcceptInviteMutation } from '../../__generated__/AcceptInviteMutation.graphql';
import type { AcceptInviteQuery as QueryType } from '../../__generated__/AcceptInviteQuery.graphql';
import { useDisposeOnReplace } from '../../app/relay/routeQuery';
import { SignInPrompt } from '../../app/session/SignInPrompt';
import { useAssumeUserRoleMutation } from '../../app/session/useAssumeUserRoleMutation';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { MessagePage } from '../../shared/components/MessagePage';
import { usePromiseMutation } from '../onboarding/usePromiseMutation';
import { acceptProblem, inviteFromSearch } from './acceptInviteWords';

export const AcceptInviteQuery = graphql`
  query AcceptInviteQuery {
    viewer { isGuest currentRole user { email } }
  }
`;

const mutation = graphql`
  mutation AcceptInviteMutation($input: AcceptServiceProviderInviteInput!) {
    acceptServiceProviderInvite(input: $input) {
      provider { name }
      userErrors { field code message }
    }
  }
`;

/**
 * /vendor/accept-invite?invite_id=…&token=…: the link of an invitation email. A
 * guest logs in or registers (the vendor login brings them back here); signed in,
 * they accept and land on the job feed in the vendor role (or the onboarding gate
 * while the company is not onboarded).
 */
export function AcceptInvite() {
  const queryRef = useLoaderData() as PreloadedQuery<QueryType>;
  useDisposeOnReplace(queryRef);
  const { viewer } = usePreloadedQuery<QueryType>(AcceptInviteQuery, queryRef);
  const [search] = useSearchParams();
  const location = useLocation();
  const [accept, accepting] = usePromiseMutation<AcceptInviteMutation>(mutation);
  const [assume, switching] = useAssumeUserRoleMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const [joined, setJoined] = useState<string | null>(null);
  useDocumentTitle('Join a vendor company');
  const invite = inviteFromSearch(search);
  const email = viewer.user?.email ?? null;

  if (!invite) {
    return (
      <div className="page">
        <MessagePage title="This invitation link is incomplete" icon="tools">
          <p>Open the whole link from the invitation email, or ask the company&apos;s owner to send a new one.</p>
        </MessagePage>
      </div>
    );
  }
  if (viewer.isGuest) {
    return (
      <SignInPrompt title="Log in to join the company" returnTo={location.pathname + location.search}>
        <p>You were invited to take service jobs with a vendor company on Hearth. Log in, or create an account with the email the invitation was sent to, and you come straight back here.</p>
      </SignInPrompt>
    );
  }

  const onAccept = async () => {
    setProblem(null);
    try {
      const { acceptServiceProviderInvite: r } = await accept({ input: invite });
      if (!r.provider) return setProblem(acceptProblem(r.userErrors[0]?.code, email));
      setJoined(r.provider.name);
      // Joining gave the vendor role: act in it from now on.
      if (viewer.currentRole === 'VENDOR') window.location.assign('/vendor/jobs');
      else assume('vendor', '/vendor/jobs');
    } catch {
      setProblem(acceptProblem(null, email));
    }
  };

  return (
    <div className="page">
      <MessagePage title={joined ? `You joined ${joined}` : 'Join a vendor company'} icon="tools"
        actions={!joined && (
          <button type="button" className="btn btn-primary" disabled={accepting || switching} onClick={() => void onAccept()}>
            {accepting ? 'Joining…' : 'Accept invitation'}
          </button>
        )}>
        {joined ? <p role="status">Opening your jobs…</p> : (
          <p>You are signed in as {email}. Accept to take jobs with the company that invited you; you can leave it any time from your vendor profile.</p>
        )}
        {problem && <p className="alert alert-error" role="alert">{problem}</p>}
      </MessagePage>
    </div>
  );
}
