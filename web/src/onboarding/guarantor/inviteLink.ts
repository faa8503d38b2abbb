// The invite email links to /guarantor?connection_id=…&invite_token=… (api/routes/guarantor-connections/invite.ts).

export interface InviteLink {
  connectionId: string;
  inviteToken: string;
}

/** The invite in a URL's search, or null when the page was opened without one. */
export function inviteFromSearch(params: URLSearchParams): InviteLink | null {
  const connectionId = params.get('connection_id')?.trim() ?? '';
  const inviteToken = params.get('invite_token')?.trim() ?? '';
  if (!connectionId || !inviteToken) return null;
  return { connectionId, inviteToken };
}

/** Query variables of GuarantorQuery for a URL (empty strings when there is no invite: the field is skipped). */
export function guarantorQueryVariables(params: URLSearchParams) {
  const invite = inviteFromSearch(params);
  return { connectionId: invite?.connectionId ?? '', inviteToken: invite?.inviteToken ?? '', hasInvite: invite !== null };
}
