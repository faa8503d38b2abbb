import { graphql, useMutation } from 'react-relay';
import type { usePayInvoiceMutation as MutationType } from '../__generated__/usePayInvoiceMutation.graphql';
import type { UserErrorLike } from '../shared/userErrors';
import { onMutationError } from '../app/relay/userInputErrors';

const mutation = graphql`
  mutation usePayInvoiceMutation($input: PayInvoiceInput!) {
    payInvoice(input: $input) {
      invoice { id paymentStatus paidAt attemptsMade nextAttemptAt viewerCanPay lastFailure { code message } statusHistory { from to reason at } }
      userErrors { field message }
    }
  }
`;

export type PayResult = { paid: true } | { paid: false; failure: string | null };

/** The invoice (a Node) updates in the store from the payload: its card shows the new status at once. */
export function usePayInvoiceMutation() {
  const [commit, isInFlight] = useMutation<MutationType>(mutation);
  const run = (
    input: MutationType['variables']['input'],
    callbacks: { onDone(result: PayResult): void; onUserErrors(errors: readonly UserErrorLike[]): void; onFailure(): void },
  ) =>
    commit({
      variables: { input },
      onCompleted: ({ payInvoice: payload }) => {
        if (payload.userErrors.length) return callbacks.onUserErrors(payload.userErrors);
        const invoice = payload.invoice;
        callbacks.onDone(invoice?.paymentStatus === 'SUCCESSFUL' ? { paid: true } : { paid: false, failure: invoice?.lastFailure?.message ?? null });
      },
      onError: onMutationError(callbacks, "Staff can't pay on a user's behalf."),
    });
  return [run, isInFlight] as const;
}
