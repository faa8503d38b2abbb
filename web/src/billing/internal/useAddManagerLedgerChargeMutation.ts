import { graphql, useMutation } from 'react-relay';
import type { useAddManagerLedgerChargeMutation as MutationType } from '../../__generated__/useAddManagerLedgerChargeMutation.graphql';
import type { UserErrorLike } from '../../shared/userErrors';
import { onMutationError } from '../../app/relay/userInputErrors';

const mutation = graphql`
  mutation useAddManagerLedgerChargeMutation($input: AddManagerLedgerChargeInput!) {
    addManagerLedgerCharge(input: $input) {
      ok
      userErrors { field message }
    }
  }
`;

export function useAddManagerLedgerChargeMutation() {
  const [commit, isInFlight] = useMutation<MutationType>(mutation);
  const run = (
    input: MutationType['variables']['input'],
    callbacks: { onDone(): void; onUserErrors(errors: readonly UserErrorLike[]): void; onFailure(): void },
  ) =>
    commit({
      variables: { input },
      onCompleted: ({ addManagerLedgerCharge: payload }) => (payload.ok && !payload.userErrors.length ? callbacks.onDone() : callbacks.onUserErrors(payload.userErrors)),
      onError: onMutationError(callbacks),
    });
  return [run, isInFlight] as const;
}
