import { graphql, useMutation } from 'react-relay';
import type { useResendGuarantorInviteMutation as ResendMutation } from '../../__generated__/useResendGuarantorInviteMutation.graphql';

const mutation = graphql`
  mutation useResendGuarantorInviteMutation($input: ResendGuarantorInviteInput!) {
    resendGuarantorInvite(input: $input) {
      guarantorConnection {
        ...GuarantorConnectionItem_connection
      }
      userErrors {
        message
      }
    }
  }
`;

/** Mails the invite again; the connection's resend time updates in place (same Relay id). */
export function useResendGuarantorInviteMutation() {
  const [commit, isInFlight] = useMutation<ResendMutation>(mutation);
  const resend = (connectionId: string, callbacks: { onSent(): void; onRefused(message: string): void }) =>
    commit({
      variables: { input: { connectionId } },
      onCompleted: ({ resendGuarantorInvite: payload }) =>
        payload.userErrors[0] ? callbacks.onRefused(payload.userErrors[0].message) : callbacks.onSent(),
      onError: () => callbacks.onRefused('We could not resend the invite. Check your connection and try again.'),
    });
  return [resend, isInFlight] as const;
}
