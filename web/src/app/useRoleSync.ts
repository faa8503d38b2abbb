import { useEffect } from 'react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { useLocation } from 'react-router';
import type { useRoleSync_viewer$key } from '../__generated__/useRoleSync_viewer.graphql';
import { roleToReassume, userRoleFromGraphQL } from './relay/routeRole';
import { logEvent } from '../shared/log';
import type { UserRole } from '../../../common/enums';

// One attempt per role per page load: a refused switch must not retry forever.
const attempted = new Set<UserRole>();

/** Spec §4: a page that implies another role the user holds re-assumes it (then reloads). */
export function useRoleSync(viewerKey: useRoleSync_viewer$key): void {
  const viewer = useFragment(
    graphql`
      fragment useRoleSync_viewer on Viewer {
        isGuest
        currentRole
        roles
      }
    `,
    viewerKey,
  );
  const { pathname } = useLocation();
  const environment = useRelayEnvironment();
  const role = roleToReassume(pathname, {
    isGuest: viewer.isGuest,
    currentRole: userRoleFromGraphQL(viewer.currentRole),
    roles: viewer.roles.map(userRoleFromGraphQL).filter((r): r is UserRole => r !== null),
  });

  useEffect(() => {
    if (!role || attempted.has(role)) return;
    attempted.add(role);
    // The mutation's code loads only when a switch is needed (never for a guest).
    import('./session/useAssumeUserRoleMutation')
      .then(({ assumeUserRole }) => assumeUserRole(environment, role))
      .catch((error: unknown) => logEvent('assume_user_role_failed', error));
  }, [role, environment]);
}
