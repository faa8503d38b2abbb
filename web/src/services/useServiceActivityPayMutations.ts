import { graphql, useMutation } from 'react-relay';
import type { useServiceActivityPayMutationsPriceMutation as PriceMutation } from '../__generated__/useServiceActivityPayMutationsPriceMutation.graphql';
import type { useServiceActivityPayMutationsTypeMutation as TypeMutation } from '../__generated__/useServiceActivityPayMutationsTypeMutation.graphql';
import { onMutationError } from '../app/relay/userInputErrors';
import type { UserErrorLike } from '../shared/userErrors';

// The series is re-read with the visit: its list shows every visit's pay.
const priceMutation = graphql`
  mutation useServiceActivityPayMutationsPriceMutation($input: SetServiceActivityPriceInput!) {
    setServiceActivityPrice(input: $input) {
      serviceActivity { id ...ServiceActivityPay_activity series { id ...ServiceSeriesPanel_activity } }
      userErrors { field message }
    }
  }
`;
const typeMutation = graphql`
  mutation useServiceActivityPayMutationsTypeMutation($input: SetServiceActivityAutomaticPricingTypeInput!) {
    setServiceActivityAutomaticPricingType(input: $input) {
      serviceActivity { id ...ServiceActivityPay_activity series { id ...ServiceSeriesPanel_activity } }
      userErrors { field message }
    }
  }
`;

type Callbacks = { onDone(): void; onUserErrors(errors: readonly UserErrorLike[]): void; onFailure(): void };

/** Set what an open job pays (the pay becomes MANUAL). */
export function useSetServiceActivityPriceMutation() {
  const [commit, isInFlight] = useMutation<PriceMutation>(priceMutation);
  const run = (input: PriceMutation['variables']['input'], callbacks: Callbacks) => commit({
    variables: { input },
    onCompleted: ({ setServiceActivityPrice: p }) => (p.userErrors.length ? callbacks.onUserErrors(p.userErrors) : callbacks.onDone()),
    onError: onMutationError(callbacks),
  });
  return [run, isInFlight] as const;
}

/** Choose where an open job's pay comes from (SERVICE_TYPE_DEFAULT: the service's standard price). */
export function useSetServiceActivityAutomaticPricingTypeMutation() {
  const [commit, isInFlight] = useMutation<TypeMutation>(typeMutation);
  const run = (input: TypeMutation['variables']['input'], callbacks: Callbacks) => commit({
    variables: { input },
    onCompleted: ({ setServiceActivityAutomaticPricingType: p }) => (p.userErrors.length ? callbacks.onUserErrors(p.userErrors) : callbacks.onDone()),
    onError: onMutationError(callbacks),
  });
  return [run, isInFlight] as const;
}
