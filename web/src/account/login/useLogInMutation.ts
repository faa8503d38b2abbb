import { graphql, useMutation } from 'react-relay';
import type { useLogInMutation as LogInMutation } from '../../__generated__/useLogInMutation.graphql';
import { authCallbacks, type AuthCallbacks } from './authCallbacks';
import type { LogInValues } from './authSchemas';

const mutation = graphql`
  mutation useLogInMutation($input: LogInInput!) {
    logIn(input: $input) {
      session {
        token
        userId
        userRole
      }
      userErrors {
        field
        message
      }
    }
  }
`;

export function useLogInMutation() {
  const [commit, isInFlight] = useMutation<LogInMutation>(mutation);
  const logIn = (input: LogInValues, callbacks: AuthCallbacks) =>
    commit({ variables: { input }, ...authCallbacks(callbacks, (response) => response.logIn) });
  return [logIn, isInFlight] as const;
}
