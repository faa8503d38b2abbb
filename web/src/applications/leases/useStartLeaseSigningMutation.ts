import { graphql, useMutation } from 'react-relay';
import type { useStartLeaseSigningMutation as Mutation } from '../../__generated__/useStartLeaseSigningMutation.graphql';
import type { UserErrorLike } from '../../shared/userErrors';
import { onMutationError } from '../../app/relay/userInputErrors';

const mutation = graphql`
  mutation useStartLeaseSigningMutation($input: StartLeaseSigningInput!) {
    startLeaseSigning(input: $input) {
      signingSession { signingToken textSha256 }
      userErrors { field message }
    }
  }
`;

export interface SigningStep {
  onSession(signingToken: string): void;
  onUserErrors(errors: readonly UserErrorLike[]): void;
  onFailure(): void;
}

/** Opens a signing session with the e-signing provider (a token bound to the viewer and the lease text). */
export function useStartLeaseSigningMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const start = (leaseId: string, step: SigningStep) =>
    commit({
      variables: { input: { leaseId } },
      onCompleted: ({ startLeaseSigning: payload }) =>
        payload.signingSession ? step.onSession(payload.signingSession.signingToken) : step.onUserErrors(payload.userErrors),
      onError: onMutationError(step),
    });
  return [start, isInFlight] as const;
}
