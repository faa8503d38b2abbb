import type { SessionConfirmer } from './sessionCheck.js';
import type { TokenVerifier, ViewerToken } from './viewerToken.js';

/** What the gateway itself grants a request in production, beyond what the api decides. */
export interface Privileges {
  /** GraphiQL and introspection. */
  staff: boolean;
  /** Operation text instead of a persisted id. */
  arbitraryOperations: boolean;
}

const NONE: Privileges = { staff: false, arbitraryOperations: false };

/**
 * Verifies each request's bearer token once, however many parts of the pipeline
 * ask (the introspection gate during validation, then the context), and confirms
 * a claimed privilege with the api at most once. WeakMaps keyed by the request,
 * so nothing outlives it.
 */
export class RequestTokens {
  private readonly pending = new WeakMap<Request, Promise<ViewerToken>>();
  private readonly settled = new WeakMap<Request, ViewerToken>();
  private readonly privileges = new WeakMap<Request, Promise<Privileges>>();
  private readonly settledPrivileges = new WeakMap<Request, Privileges>();

  constructor(private readonly verify: TokenVerifier, private readonly confirm: SessionConfirmer) {}

  of(request: Request): Promise<ViewerToken> {
    let result = this.pending.get(request);
    if (!result) {
      result = this.verify(request.headers.get('authorization')).then((token) => {
        this.settled.set(request, token);
        return token;
      });
      this.pending.set(request, result);
    }
    return result;
  }

  /** The verified token, once `of` has resolved for this request. */
  settledOf(request: Request): ViewerToken | undefined {
    return this.settled.get(request);
  }

  /**
   * The privileges the token claims, each granted only once the api confirms the
   * session is still open (a signed token outlives its logout). Tokens that claim
   * nothing cost no call.
   */
  privilegesOf(request: Request): Promise<Privileges> {
    let result = this.privileges.get(request);
    if (!result) {
      result = this.of(request).then((token) => this.confirmed(token, request)).then((granted) => {
        this.settledPrivileges.set(request, granted);
        return granted;
      });
      this.privileges.set(request, result);
    }
    return result;
  }

  /** The privileges, once `privilegesOf` has resolved for this request (none before). */
  settledPrivilegesOf(request: Request): Privileges {
    return this.settledPrivileges.get(request) ?? NONE;
  }

  private async confirmed(token: ViewerToken, request: Request): Promise<Privileges> {
    const claimed = claimedPrivileges(token, request);
    if (token.kind !== 'valid' || (!claimed.staff && !claimed.arbitraryOperations)) return NONE;
    const session = await this.confirm(token.token);
    if (!session || session.typ !== token.claims.typ) return NONE;
    const staff = claimed.staff && session.is_staff;
    return { staff, arbitraryOperations: staff || claimed.arbitraryOperations };
  }
}

/**
 * The header the API explorer (/developers/explorer) sends: a signed-in user's
 * session asks to run operation text, metered by the same budget as an API token.
 * Only a hint of when to spend the confirmation call: the session must still be open.
 */
export const EXPLORER_HEADER = 'x-hearth-explorer';

/** A signed-in user's session sending operation text from the API explorer. */
export function isExplorerSession(token: ViewerToken, request: Request): boolean {
  return token.kind === 'valid' && token.claims.typ === 'session' && request.headers.get(EXPLORER_HEADER) === '1';
}

/**
 * What a token asks for by its claims alone: staff sessions GraphiQL,
 * introspection and operation text; partner integrations (their own API tokens),
 * services and the explorer's sessions operation text. The web app sends
 * persisted ids only, so its requests claim nothing and cost no confirmation.
 */
export function claimedPrivileges(token: ViewerToken, request?: Request): Privileges {
  if (token.kind !== 'valid') return NONE;
  const { typ, staff } = token.claims;
  const isStaff = staff === true && typ === 'session';
  const explorer = request !== undefined && isExplorerSession(token, request);
  return { staff: isStaff, arbitraryOperations: isStaff || typ === 'partner' || typ === 'service' || explorer };
}
