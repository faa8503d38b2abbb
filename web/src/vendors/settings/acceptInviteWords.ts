// What the invitation page says when joining fails, by the api's code
// (docs/vendors.md "Provider users").

export function acceptProblem(code: string | null | undefined, signedInAs: string | null): string {
  switch (code) {
    case 'invite_for_another_email':
      return `This invitation was sent to another email address${signedInAs ? ` (you are signed in as ${signedInAs})` : ''}. Log out and sign in with the address the email was sent to.`;
    case 'invite_not_open':
      return 'This invitation was already used or has expired. Ask the company\'s owner to invite you again.';
    case 'not_found':
      return 'This invitation link is not valid: it may have been revoked, or only part of it was opened. Open the whole link from the email, or ask for a new invitation.';
    case 'already_in_service_provider':
      return 'You already belong to a vendor company. Leave it (Vendor profile) before you join another.';
    default:
      return 'We could not accept the invitation. Try again in a moment.';
  }
}

/** The invitation in the address, or null when the link is incomplete. */
export function inviteFromSearch(search: URLSearchParams): { inviteId: number; token: string } | null {
  const inviteId = Number(search.get('invite_id'));
  const token = search.get('token') ?? '';
  if (!Number.isInteger(inviteId) || inviteId <= 0 || token === '') return null;
  return { inviteId, token };
}
