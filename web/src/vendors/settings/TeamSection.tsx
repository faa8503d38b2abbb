import { useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { TeamSectionRemoveMutation } from '../../__generated__/TeamSectionRemoveMutation.graphql';
import type { TeamSectionRevokeMutation } from '../../__generated__/TeamSectionRevokeMutation.graphql';
import type { VendorSettingsQuery as QueryType } from '../../__generated__/VendorSettingsQuery.graphql';
import { formatDate } from '../../shared/format';
import { InviteForm } from '../onboarding/TeamStep';
import { usePromiseMutation } from '../onboarding/usePromiseMutation';
import { VendorSettingsQuery, type SettingsCompany } from './VendorSettings';
import styles from './VendorSettings.module.css';

const removeMutation = graphql`
  mutation TeamSectionRemoveMutation($input: RemoveServiceProviderUserInput!) {
    removeServiceProviderUser(input: $input) {
      provider { id users { userId name email role isViewer joinedAt } }
      userErrors { field message }
    }
  }
`;
const revokeMutation = graphql`
  mutation TeamSectionRevokeMutation($input: RevokeServiceProviderInviteInput!) {
    revokeServiceProviderInvite(input: $input) {
      provider { id openInvites { databaseId email expired expiresAt } }
      userErrors { field message }
    }
  }
`;

const NOT_SENT = 'We could not reach Hearth. Check your connection and try again.';

/**
 * The company's people and open invitations. The owner invites (the onboarding's
 * form), revokes and removes; a member may leave. The owner leaves only last.
 */
export function TeamSection({ company }: { company: SettingsCompany }) {
  const environment = useRelayEnvironment();
  const [remove, removing] = usePromiseMutation<TeamSectionRemoveMutation>(removeMutation);
  const [revoke, revoking] = usePromiseMutation<TeamSectionRevokeMutation>(revokeMutation);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const owner = company.viewerRole === 'OWNER';

  const refresh = () => fetchQuery<QueryType>(environment, VendorSettingsQuery, {}).toPromise().catch(() => undefined);

  const removePerson = async (userId: string, leaving: boolean, label: string) => {
    const question = leaving ? `Leave ${company.name}? Its jobs stay with the company.` : `Remove ${label} from ${company.name}?`;
    if (!window.confirm(question)) return;
    setProblem(null);
    setDone(null);
    try {
      const { removeServiceProviderUser: r } = await remove({ input: { providerId: company.id, userId } });
      if (r.userErrors.length > 0) return setProblem(r.userErrors[0]!.message);
      // Leaving may take the vendor role away: start afresh from the onboarding (or the login).
      if (leaving) return window.location.assign('/vendor/onboard');
      setDone(`${label} was removed.`);
    } catch {
      setProblem(NOT_SENT);
    }
  };

  const revokeInvite = async (inviteId: number, email: string) => {
    setProblem(null);
    setDone(null);
    try {
      const { revokeServiceProviderInvite: r } = await revoke({ input: { providerId: company.id, inviteId } });
      if (r.userErrors.length > 0) return setProblem(r.userErrors[0]!.message);
      setDone(`The invitation to ${email} was revoked.`);
    } catch {
      setProblem(NOT_SENT);
    }
  };

  return (
    <>
      <h2 id="team-heading">Team</h2>
      <ul className={styles.people} aria-label="People in your company">
        {company.users.map((u) => (
          <li key={u.userId} className={styles.person}>
            <div>
              <div>{u.name}{u.isViewer && ' (you)'}</div>
              <div className={styles.role}>{u.email} · {u.role === 'OWNER' ? 'owner' : 'member'} · joined {formatDate(u.joinedAt)}</div>
            </div>
            {u.isViewer && !owner && (
              <button type="button" className="btn" disabled={removing} onClick={() => void removePerson(u.userId, true, u.name)}>Leave company</button>
            )}
            {owner && !u.isViewer && (
              <button type="button" className="btn" disabled={removing} onClick={() => void removePerson(u.userId, false, u.name)}>Remove</button>
            )}
          </li>
        ))}
      </ul>
      {owner && company.users.length > 1 && <p className="muted">As the owner you stay while others remain in the company.</p>}
      <h3>Open invitations</h3>
      {company.openInvites.length === 0 ? <p className="muted">No open invitations.</p> : (
        <ul className={styles.people} aria-label="Open invitations">
          {company.openInvites.map((i) => (
            <li key={i.databaseId} className={styles.person}>
              <div>
                <div>{i.email}</div>
                <div className={styles.role}>{i.expired ? 'expired: revoke it to invite again' : `invited · link valid until ${formatDate(i.expiresAt)}`}</div>
              </div>
              {owner && <button type="button" className="btn" disabled={revoking} onClick={() => void revokeInvite(i.databaseId, i.email)}>Revoke</button>}
            </li>
          ))}
        </ul>
      )}
      {problem && <p className="alert alert-error" role="alert">{problem}</p>}
      {done && <p className="alert alert-success" role="status">{done}</p>}
      {owner && <InviteForm providerId={company.id} onInvited={(email) => { setDone(`Invitation sent to ${email}.`); void refresh(); }} />}
    </>
  );
}
