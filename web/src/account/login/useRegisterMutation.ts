import { graphql, useMutation } from 'react-relay';
import type { useRegisterMutation as RegisterMutation } from '../../__generated__/useRegisterMutation.graphql';
import { authCallbacks, type AuthCallbacks } from './authCallbacks';
import type { RegisterValues } from './authSchemas';

const mutation = graphql`
  mutation useRegisterMutation($input: RegisterInput!) {
    register(input: $input) {
      session {
        token
        userId
        userRole
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

export function useRegisterMutation() {
  const [commit, isInFlight] = useMutation<RegisterMutation>(mutation);
  const register = (input: RegisterValues, callbacks: AuthCallbacks) =>
    commit({ variables: { input }, ...authCallbacks(callbacks, (response) => response.register) });
  return [register, isInFlight] as const;
}
