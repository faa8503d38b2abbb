import type { TokenVerifier, ViewerToken } from './viewerToken.js';

/**
 * Verifies each request's bearer token once, however many parts of the pipeline
 * ask (the introspection gate during validation, then the context). WeakMaps keyed
 * by the request, so nothing outlives it.
 */
export class RequestTokens {
  private readonly pending = new WeakMap<Request, Promise<ViewerToken>>();
  private readonly settled = new WeakMap<Request, ViewerToken>();

  constructor(private readonly verify: TokenVerifier) {}

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
}

export function isStaffToken(token: ViewerToken | undefined): boolean {
  return token?.kind === 'valid' && token.claims.staff === true && token.claims.typ === 'session';
}

/**
 * Who may send operation text instead of a persisted id in production: partner
 * integrations (their own API tokens) and staff. The web sends persisted ids only.
 */
export function mayRunArbitraryOperations(token: ViewerToken): boolean {
  if (token.kind !== 'valid') return false;
  return token.claims.typ === 'partner' || token.claims.typ === 'service' || isStaffToken(token);
}
