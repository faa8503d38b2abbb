import { graphql, useMutation } from 'react-relay';
import type { usePromoCodeMutationsAddMutation as AddMutation } from '../../__generated__/usePromoCodeMutationsAddMutation.graphql';
import type { usePromoCodeMutationsRemoveMutation as RemoveMutation } from '../../__generated__/usePromoCodeMutationsRemoveMutation.graphql';
import { onMutationError } from '../../app/relay/userInputErrors';
import type { UserErrorLike } from '../../shared/userErrors';

const add = graphql`
  mutation usePromoCodeMutationsAddMutation($input: AddLifecyclePromoCodeInput!) {
    addLifecyclePromoCode(input: $input) {
      lifecycle { id promoCode allowedActions }
      userErrors { field message }
    }
  }
`;

const remove = graphql`
  mutation usePromoCodeMutationsRemoveMutation($input: TakeLifecycleActionInput!) {
    takeLifecycleAction(input: $input) {
      lifecycle { id promoCode allowedActions }
      userErrors { field message }
    }
  }
`;

type Callbacks = { onDone(): void; onUserErrors(errors: readonly UserErrorLike[]): void; onFailure(): void };

/** Adds a promo code to an application, or takes it off (the ADD_PROMO and REMOVE_PROMO actions). */
export function usePromoCodeMutations() {
  const [commitAdd, isAdding] = useMutation<AddMutation>(add);
  const [commitRemove, isRemoving] = useMutation<RemoveMutation>(remove);
  return {
    addPromo: (lifecycleId: string, promoCode: string, callbacks: Callbacks) => commitAdd({
      variables: { input: { lifecycleId, promoCode } },
      onCompleted: ({ addLifecyclePromoCode: payload }) =>
        payload.userErrors.length ? callbacks.onUserErrors(payload.userErrors) : callbacks.onDone(),
      onError: onMutationError(callbacks),
    }),
    removePromo: (lifecycleId: string, callbacks: Callbacks) => commitRemove({
      variables: { input: { lifecycleId, action: 'REMOVE_PROMO' } },
      onCompleted: ({ takeLifecycleAction: payload }) =>
        payload.userErrors.length ? callbacks.onUserErrors(payload.userErrors) : callbacks.onDone(),
      onError: onMutationError(callbacks),
    }),
    isInFlight: isAdding || isRemoving,
  };
}
