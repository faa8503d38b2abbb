import { useCallback, useState } from 'react';
import { commitMutation, graphql, useRelayEnvironment } from 'react-relay';
import type { Environment } from 'relay-runtime';
import type { UserRole } from '../../../../common/enums';
import { logEvent } from '../../shared/log';
import { browserCredentials } from '../relay/credentials';
import type { useAssumeUserRoleMutation as AssumeUserRoleMutation } from '../../__generated__/useAssumeUserRoleMutation.graphql';

const mutation = graphql`
  mutation useAssumeUserRoleMutation($input: AssumeUserRoleInput!) {
    assumeUserRole(input: $input) {
      session {
        token
        userId
      }
      userErrors {
        message
      }
    }
  }
`;

/**
 * Spec §4: switching role stores the new token and reloads, so every query is
 * fetched again as the new role. `landingPath` is where the reload lands (the
 * current page when omitted). A plain function, so the layout (useRoleSync) can load
 * it with import() when a page implies another role, and guests never download it.
 * `onRefused` runs when the switch does not happen (no reload follows).
 */
export function assumeUserRole(environment: Environment, role: UserRole, landingPath?: string, onRefused?: () => void): void {
  commitMutation<AssumeUserRoleMutation>(environment, {
    mutation,
    variables: { input: { userRole: role.toUpperCase() as 'TENANT' | 'MANAGER' | 'VENDOR' } },
    onCompleted: ({ assumeUserRole }) => {
      const session = assumeUserRole.session;
      if (!session) {
        logEvent('assume_user_role_refused', assumeUserRole.userErrors);
        onRefused?.();
        return;
      }
      browserCredentials.save({ token: session.token, userId: session.userId });
      if (landingPath) window.location.assign(landingPath);
      else window.location.reload();
    },
    onError: (error) => {
      logEvent('assume_user_role_failed', error);
      onRefused?.();
    },
  });
}

/** The same as a hook, with whether a switch is under way (the page reloads when it succeeds). */
export function useAssumeUserRoleMutation(): [assume: (role: UserRole, landingPath?: string) => void, isSwitching: boolean] {
  const environment = useRelayEnvironment();
  const [isSwitching, setSwitching] = useState(false);
  const assume = useCallback(
    (role: UserRole, landingPath?: string) => {
      setSwitching(true);
      assumeUserRole(environment, role, landingPath, () => setSwitching(false));
    },
    [environment],
  );
  return [assume, isSwitching];
}
