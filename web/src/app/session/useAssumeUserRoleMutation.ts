import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
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
 * current page when omitted).
 */
export function useAssumeUserRoleMutation(): [assume: (role: UserRole, landingPath?: string) => void, isSwitching: boolean] {
  const [commit, isSwitching] = useMutation<AssumeUserRoleMutation>(mutation);
  const assume = useCallback(
    (role: UserRole, landingPath?: string) => {
      commit({
        variables: { input: { userRole: role.toUpperCase() as 'TENANT' | 'MANAGER' | 'VENDOR' } },
        onCompleted: ({ assumeUserRole }) => {
          const session = assumeUserRole.session;
          if (!session) {
            logEvent('assume_user_role_refused', assumeUserRole.userErrors);
            return;
          }
          browserCredentials.save({ token: session.token, userId: session.userId });
          if (landingPath) window.location.assign(landingPath);
          else window.location.reload();
        },
        onError: (error) => logEvent('assume_user_role_failed', error),
      });
    },
    [commit],
  );
  return [assume, isSwitching];
}
