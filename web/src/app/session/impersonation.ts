// Impersonation in the client (docs/staff.md): the impersonation token replaces the
// staff member's in the cookie, so every tab and reload acts as the user until Stop.
import { useCallback, useState } from 'react';
import { commitMutation, graphql, useRelayEnvironment } from 'react-relay';
import type { UserRole } from '../../../../common/enums';
import type { impersonationStartMutation } from '../../__generated__/impersonationStartMutation.graphql';
import type { impersonationStopMutation } from '../../__generated__/impersonationStopMutation.graphql';
import { browserCredentials } from '../relay/credentials';
import { homePathForRole } from '../relay/routeRole';
import { onMutationError } from '../relay/userInputErrors';
import type { UserErrorLike } from '../../shared/userErrors';

const start = graphql`
  mutation impersonationStartMutation($input: StartImpersonationInput!) {
    startImpersonation(input: $input) { token userId userRole userErrors { field message code } }
  }
`;

const stop = graphql`
  mutation impersonationStopMutation {
    stopImpersonation { token userId impersonatedUserId userErrors { field message code } }
  }
`;

interface Callbacks { onUserErrors(errors: readonly UserErrorLike[]): void; onFailure(): void }

/** Starts impersonating: stores the user's token and goes to their landing page. */
export function useStartImpersonation(): [startImpersonation: (userId: string, reason: string, callbacks: Callbacks) => void, starting: boolean] {
  const environment = useRelayEnvironment();
  const [starting, setStarting] = useState(false);
  const run = useCallback((userId: string, reason: string, callbacks: Callbacks) => {
    setStarting(true);
    commitMutation<impersonationStartMutation>(environment, {
      mutation: start,
      variables: { input: { userId, reason } },
      onCompleted: ({ startImpersonation: payload }) => {
        if (!payload.token || !payload.userId) {
          setStarting(false);
          callbacks.onUserErrors(payload.userErrors);
          return;
        }
        browserCredentials.save({ token: payload.token, userId: payload.userId });
        const role = (payload.userRole?.toLowerCase() ?? 'tenant') as UserRole;
        window.location.assign(homePathForRole(role));
      },
      onError: (error) => {
        setStarting(false);
        onMutationError(callbacks)(error);
      },
    });
  }, [environment]);
  return [run, starting];
}

/** Stops impersonating: stores the fresh staff token and returns to the user's staff page. */
export function useStopImpersonation(): [stopImpersonation: () => void, stopping: boolean, failed: boolean] {
  const environment = useRelayEnvironment();
  const [stopping, setStopping] = useState(false);
  const [failed, setFailed] = useState(false);
  const run = useCallback(() => {
    setStopping(true);
    setFailed(false);
    commitMutation<impersonationStopMutation>(environment, {
      mutation: stop,
      variables: {},
      onCompleted: ({ stopImpersonation: payload }) => {
        if (!payload.token || !payload.userId) {
          // No staff token (the impersonation had already ended, or staff status was withdrawn): sign in again.
          browserCredentials.clear();
          window.location.assign('/login?desired_page=%2Finternal%2Fusers');
          return;
        }
        browserCredentials.save({ token: payload.token, userId: payload.userId });
        window.location.assign(payload.impersonatedUserId ? `/internal/users/${payload.impersonatedUserId}` : '/internal/users');
      },
      onError: () => {
        setStopping(false);
        setFailed(true);
      },
    });
  }, [environment]);
  return [run, stopping, failed];
}
