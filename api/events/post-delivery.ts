import http from 'node:http';
import https from 'node:https';
import { EVENT_ID_HEADER, SIGNATURE_HEADER, signPayloadWith } from '../../common/webhook-signature.js';
import { connectGuard, parseTarget } from './target-guard.js';

export interface PostOutcome {
  ok: boolean;
  statusCode: number | null;
  error: string | null;
}

export interface PostRequest {
  url: string;
  secret: string;
  /** The secret before a rotation, while its overlap lasts: the header then carries both signatures. */
  previousSecret?: string | null;
  eventId: string;
  rawBody: string;
  allowedPrivateHosts: readonly string[];
  timeoutMs: number;
  nowSeconds: number;
}

/** Keeps last_error readable and bounded. */
const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)).replace(/\0/g, '').slice(0, 500);

/**
 * One signed POST. 2xx is success; anything else (a 3xx included: redirects are
 * not followed, a receiver that moved must be re-registered) is a failure to retry.
 * The response body is read and thrown away: we only want the status.
 */
export function postDelivery(req: PostRequest): Promise<PostOutcome> {
  return new Promise((resolve) => {
    let url: URL;
    let guard;
    try {
      url = parseTarget(req.url);
      guard = connectGuard(url, req.allowedPrivateHosts);
    } catch (err) {
      resolve({ ok: false, statusCode: null, error: errorText(err) });
      return;
    }
    const send = url.protocol === 'https:' ? https.request : http.request;
    const request = send(url, {
      method: 'POST',
      ...guard,
      // A fresh connection per delivery: a pooled socket would skip the lookup check.
      agent: false,
      timeout: req.timeoutMs,
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(req.rawBody),
        'user-agent': 'Hearth-Webhooks/20',
        [EVENT_ID_HEADER]: req.eventId,
        [SIGNATURE_HEADER]: signPayloadWith(req.previousSecret ? [req.secret, req.previousSecret] : [req.secret], req.rawBody, req.nowSeconds),
      },
    }, (response) => {
      // The status line is the answer; the body is drained (and cut at the deadline) unread.
      const status = response.statusCode ?? 0;
      const ok = status >= 200 && status < 300;
      resolve({ ok, statusCode: status, error: ok ? null : `HTTP ${status}` });
      response.on('error', () => undefined);
      response.resume();
    });
    // The whole exchange must finish within the timeout, not just each socket read.
    const deadline = setTimeout(() => request.destroy(new Error(`No answer within ${req.timeoutMs} ms`)), req.timeoutMs);
    request.on('timeout', () => request.destroy(new Error(`No answer within ${req.timeoutMs} ms`)));
    request.on('error', (err) => resolve({ ok: false, statusCode: null, error: errorText(err) }));
    request.on('close', () => {
      clearTimeout(deadline);
      // Already settled by an answer or an error; this only catches a silent close.
      resolve({ ok: false, statusCode: null, error: 'The connection closed without an answer.' });
    });
    request.end(req.rawBody);
  });
}
