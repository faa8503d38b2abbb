// The passwordless ways in (docs/sign-in.md): a provider's ID token, a mailed link, a
// mailed code. Each answers like logIn: a session, or userErrors.
import { graphql, useMutation } from 'react-relay';
import type { useSignInMethodsMagicLinkMutation as MagicLinkMutation } from '../../__generated__/useSignInMethodsMagicLinkMutation.graphql';
import type { useSignInMethodsSendCodeMutation as SendCodeMutation } from '../../__generated__/useSignInMethodsSendCodeMutation.graphql';
import type { useSignInMethodsSendLinkMutation as SendLinkMutation } from '../../__generated__/useSignInMethodsSendLinkMutation.graphql';
import type { useSignInMethodsSocialMutation as SocialMutation } from '../../__generated__/useSignInMethodsSocialMutation.graphql';
import type { useSignInMethodsVerifyCodeMutation as VerifyCodeMutation } from '../../__generated__/useSignInMethodsVerifyCodeMutation.graphql';
import type { UserErrorLike } from '../../shared/userErrors';
import { authCallbacks, type AuthCallbacks, type SignedInSession } from './authCallbacks';
import type { RoleValue } from './authSchemas';

/** A session that also says which roles the account holds (the role question is asked only when there are several). */
export interface PasswordlessSession extends SignedInSession {
  readonly availableRoles: readonly string[] | null | undefined;
}
export interface PasswordlessCallbacks extends AuthCallbacks {
  onSession(session: PasswordlessSession): void;
}

const socialMutation = graphql`
  mutation useSignInMethodsSocialMutation($input: SocialLogInInput!) {
    socialLogIn(input: $input) {
      session { token userId userRole availableRoles }
      userErrors { field message }
    }
  }
`;
const magicLinkMutation = graphql`
  mutation useSignInMethodsMagicLinkMutation($input: MagicLinkLogInInput!) {
    magicLinkLogIn(input: $input) {
      session { token userId userRole availableRoles }
      userErrors { field message code }
    }
  }
`;
const verifyCodeMutation = graphql`
  mutation useSignInMethodsVerifyCodeMutation($input: VerifyCodeInput!) {
    verifyCode(input: $input) {
      session { token userId userRole availableRoles }
      userErrors { field message }
    }
  }
`;
const sendLinkMutation = graphql`
  mutation useSignInMethodsSendLinkMutation($input: SendMagicLinkInput!) {
    sendMagicLink(input: $input) { ok message userErrors { field message } }
  }
`;
const sendCodeMutation = graphql`
  mutation useSignInMethodsSendCodeMutation($input: SendVerificationCodeInput!) {
    sendVerificationCode(input: $input) { ok message userErrors { field message } }
  }
`;

export function useSocialLogIn() {
  const [commit, inFlight] = useMutation<SocialMutation>(socialMutation);
  const run = (input: SocialMutation['variables']['input'], callbacks: PasswordlessCallbacks) =>
    commit({ variables: { input }, ...authCallbacks(callbacks, (r) => r.socialLogIn) });
  return [run, inFlight] as const;
}

export function useMagicLinkLogIn() {
  const [commit, inFlight] = useMutation<MagicLinkMutation>(magicLinkMutation);
  const run = (input: { magicLinkId: string; userRole: RoleValue }, callbacks: PasswordlessCallbacks) =>
    commit({ variables: { input }, ...authCallbacks(callbacks, (r) => r.magicLinkLogIn) });
  return [run, inFlight] as const;
}

export function useVerifyCode() {
  const [commit, inFlight] = useMutation<VerifyCodeMutation>(verifyCodeMutation);
  const run = (input: { email: string; code: string; userRole: RoleValue }, callbacks: PasswordlessCallbacks) =>
    commit({ variables: { input }, ...authCallbacks(callbacks, (r) => r.verifyCode) });
  return [run, inFlight] as const;
}

interface SendCallbacks {
  onSent(): void;
  onUserErrors(errors: readonly UserErrorLike[]): void;
  onFailure(): void;
}

export function useSendMagicLink() {
  const [commit, inFlight] = useMutation<SendLinkMutation>(sendLinkMutation);
  const run = (input: SendLinkMutation['variables']['input'], cb: SendCallbacks) =>
    commit({
      variables: { input },
      onCompleted: ({ sendMagicLink }) => (sendMagicLink.ok ? cb.onSent() : cb.onUserErrors(sendMagicLink.userErrors)),
      onError: () => cb.onFailure(),
    });
  return [run, inFlight] as const;
}

export function useSendVerificationCode() {
  const [commit, inFlight] = useMutation<SendCodeMutation>(sendCodeMutation);
  const run = (email: string, cb: SendCallbacks) =>
    commit({
      variables: { input: { email } },
      onCompleted: ({ sendVerificationCode }) => (sendVerificationCode.ok ? cb.onSent() : cb.onUserErrors(sendVerificationCode.userErrors)),
      onError: () => cb.onFailure(),
    });
  return [run, inFlight] as const;
}
