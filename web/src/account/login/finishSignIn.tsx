import { useState } from 'react';
import { browserCredentials } from '../../app/relay/credentials';
import { pageAfterSignIn } from '../../app/relay/loginRedirect';
import { userRoleFromGraphQL } from '../../app/relay/routeRole';
import { useAssumeUserRoleMutation } from '../../app/session/useAssumeUserRoleMutation';
import styles from './Login.module.css';
import type { PasswordlessSession } from './useSignInMethods';

const ROLE_LABELS: Record<string, [string, string]> = {
  TENANT: ['Renter', 'Find a room, pay rent, ask for repairs'],
  MANAGER: ['Homeowner', 'Your homes, applicants and ledger'],
  VENDOR: ['Vendor', 'Your service jobs and payouts'],
};

/**
 * After a passwordless sign-in: an account with one role goes straight on (to the
 * desired page, else its role's home); one with several is asked which to act in.
 */
export function useFinishSignIn(desiredPage: string | null) {
  const [choosing, setChoosing] = useState<PasswordlessSession | null>(null);
  /** `page` overrides the hook's desired page (a callback learns it only once it runs). */
  const finish = (session: PasswordlessSession, page: string | null = desiredPage) => {
    browserCredentials.save(session);
    if ((session.availableRoles?.length ?? 0) > 1) setChoosing(session);
    else window.location.assign(pageAfterSignIn(page, userRoleFromGraphQL(session.userRole)));
  };
  return { finish, choosing };
}

export function RoleChoice({ session, desiredPage }: { session: PasswordlessSession; desiredPage: string | null }) {
  const [assume, switching] = useAssumeUserRoleMutation();
  const [picked, setPicked] = useState<string | null>(null);
  const choose = (role: string) => {
    setPicked(role);
    const userRole = userRoleFromGraphQL(role)!;
    const landing = pageAfterSignIn(desiredPage, userRole);
    if (role === session.userRole) window.location.assign(landing);
    else assume(userRole, landing);
  };
  return (
    <section aria-labelledby="role-choice-heading">
      <h2 id="role-choice-heading" className={styles.subtitle}>You are signed in. Continue as…</h2>
      <div className={styles.roleOptions}>
        {(session.availableRoles ?? []).map((role) => (
          <button key={role} type="button" className={`${styles.role} ${styles.roleButton}`} disabled={switching || picked !== null} onClick={() => choose(role)}>
            <span className={styles.roleText}>
              <strong>{ROLE_LABELS[role]?.[0] ?? role}</strong>
              <span>{ROLE_LABELS[role]?.[1]}</span>
            </span>
          </button>
        ))}
      </div>
    </section>
  );
}
