import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link, useNavigate } from 'react-router';
import type { GuarantorInvitation_invite$key } from '../../__generated__/GuarantorInvitation_invite.graphql';
import { MessagePage } from '../../shared/components/MessagePage';
import { tenantWords } from './guarantorStatus';
import { useAcceptGuarantorInviteMutation } from './useAcceptGuarantorInviteMutation';

const completePath = (databaseId: string) => `/guarantor-complete?connection_id=${encodeURIComponent(databaseId)}`;

/** A signed-in user opened an invite link: who asked, and Accept (or why the link cannot be used). */
export function GuarantorInvitation({ invite, connectionId, inviteToken }: {
  invite: GuarantorInvitation_invite$key;
  connectionId: string;
  inviteToken: string;
}) {
  const { problem, connection } = useFragment(
    graphql`
      fragment GuarantorInvitation_invite on GuarantorInvite {
        problem
        connection {
          databaseId
          viewerRelationship
          tenantFirstName
          homeCity
          guarantorName
          isApplicationActive
        }
      }
    `,
    invite,
  );
  const navigate = useNavigate();
  const [accept, isAccepting] = useAcceptGuarantorInviteMutation();
  const [refusal, setRefusal] = useState<string | null>(null);

  if (problem === 'GUARANTOR_CONNECTION_ALREADY_ACCEPTED') {
    return (
      <MessagePage title="This invite was already accepted" icon="alert">
        <p>Another account accepted this invitation. If that was not you, ask the person who invited you to invite you again.</p>
      </MessagePage>
    );
  }
  if (!connection) {
    return (
      <MessagePage title="This invite link does not work any more" icon="alert">
        <p>It may have been replaced by a newer one. Open the link in the newest invite email, or ask the person who invited you to resend it.</p>
      </MessagePage>
    );
  }
  const tenant = tenantWords(connection.tenantFirstName);
  if (connection.viewerRelationship === 'TENANT') {
    return (
      <MessagePage title="This is your own invite" icon="user" actions={<Link className="btn" to="/guarantor">See your guarantors</Link>}>
        <p>You cannot be your own guarantor. Your guarantor opens this link from the email we sent them, signed in to their own account.</p>
      </MessagePage>
    );
  }
  if (connection.viewerRelationship === 'GUARANTOR') {
    return (
      <MessagePage title={`You are ${tenant.their} guarantor`} icon="user"
        actions={<Link className="btn btn-primary" to={completePath(connection.databaseId)}>Continue to your guarantor steps</Link>}>
        <p>You already accepted this invitation.</p>
      </MessagePage>
    );
  }

  const onAccept = () => {
    setRefusal(null);
    accept(connectionId, inviteToken, {
      onAccepted: (databaseId) => navigate(completePath(databaseId)),
      onRefused: setRefusal,
    });
  };
  return (
    <MessagePage title={`${tenant.Name} asked you to be their guarantor`} icon="user"
      actions={connection.isApplicationActive && (
        <button type="button" className="btn btn-primary" onClick={onAccept} disabled={isAccepting}>
          {isAccepting ? 'Accepting…' : 'Accept invitation'}
        </button>
      )}>
      <p>
        {tenant.Name} is applying for a room in {connection.homeCity} and named you, {connection.guarantorName}, as their guarantor:
        you agree to cover the rent if {tenant.they} cannot.
      </p>
      <p>After accepting, you complete a short identity and credit screening and verify your income. It takes about ten minutes.</p>
      {!connection.isApplicationActive && <p className="alert alert-error">{tenant.Their} application is no longer active, so no guarantor is needed.</p>}
      {refusal && <p role="alert" className="alert alert-error">{refusal}</p>}
    </MessagePage>
  );
}
