import { graphql, useMutation } from 'react-relay';
import type { ApplicantDeclineReason } from '../../__generated__/useDeclineInformationRequestMutation.graphql';
import type { useDeclineInformationRequestMutation as DeclineMutation } from '../../__generated__/useDeclineInformationRequestMutation.graphql';
import type { useRespondToInformationRequestMutation as RespondMutation } from '../../__generated__/useRespondToInformationRequestMutation.graphql';
import type { UserErrorLike } from '../../shared/userErrors';
import { onMutationError } from '../../app/relay/userInputErrors';

const respondMutation = graphql`
  mutation useRespondToInformationRequestMutation($input: RespondToInformationRequestInput!) {
    respondToInformationRequest(input: $input) {
      informationRequest {
        ...InformationRequestCard_request
      }
      userErrors {
        field
        message
      }
    }
  }
`;

const declineMutation = graphql`
  mutation useDeclineInformationRequestMutation($input: DeclineInformationRequestInput!) {
    declineInformationRequest(input: $input) {
      informationRequest {
        ...InformationRequestCard_request
      }
      userErrors {
        field
        message
      }
    }
  }
`;

interface Callbacks {
  onDone(): void;
  onUserErrors(errors: readonly UserErrorLike[]): void;
  onFailure(): void;
}

/** Answer (DIRECT_RESPONSE) or decline an information request; both update the request card in place. */
export function useAnswerInformationRequestMutation() {
  const [commitRespond, responding] = useMutation<RespondMutation>(respondMutation);
  const [commitDecline, declining] = useMutation<DeclineMutation>(declineMutation);
  const respond = (informationRequestId: string, text: string, cb: Callbacks) =>
    commitRespond({
      variables: { input: { informationRequestId, text } },
      onCompleted: ({ respondToInformationRequest: p }) => (p.userErrors.length ? cb.onUserErrors(p.userErrors) : cb.onDone()),
      onError: onMutationError(cb),
    });
  const decline = (informationRequestId: string, reason: ApplicantDeclineReason, cb: Callbacks) =>
    commitDecline({
      variables: { input: { informationRequestId, reason } },
      onCompleted: ({ declineInformationRequest: p }) => (p.userErrors.length ? cb.onUserErrors(p.userErrors) : cb.onDone()),
      onError: onMutationError(cb),
    });
  return { respond, decline, isInFlight: responding || declining };
}
