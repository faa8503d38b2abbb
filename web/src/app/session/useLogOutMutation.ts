import { useCallback, useState } from 'react';
import { commitMutation, graphql, useRelayEnvironment } from 'react-relay';
import { browserCredentials } from '../relay/credentials';
import type { useLogOutMutation as LogOutMutation } from '../../__generated__/useLogOutMutation.graphql';
import { LOGOUT_RELOAD_DELAY_MS } from '../../shared/constants';

const mutation = graphql`
  mutation useLogOutMutation {
    logOut {
      ok
    }
  }
`;

/**
 * Spec §4/§8: log out on the server (a failure is ignored: the token may already
 * be gone), forget the credentials, and reload after 500 ms.
 */
export function useLogOutMutation(): [logOut: () => void, isLoggingOut: boolean] {
  const environment = useRelayEnvironment();
  const [isLoggingOut, setLoggingOut] = useState(false);
  const logOut = useCallback(() => {
    setLoggingOut(true);
    const finish = () => {
      browserCredentials.clear();
      window.setTimeout(() => window.location.reload(), LOGOUT_RELOAD_DELAY_MS);
    };
    commitMutation<LogOutMutation>(environment, {
      mutation,
      variables: {},
      // A refused token must not bounce the user to /login while logging out.
      cacheConfig: { metadata: { authRecovery: false } },
      onCompleted: finish,
      onError: finish,
    });
  }, [environment]);
  return [logOut, isLoggingOut];
}
