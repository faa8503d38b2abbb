import { maxHeaderSize, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';

type Answer = { status: number; code: string; message: string };

/** Requests Node could not read, each with a stable code in the api's error shape. */
const ANSWERS: Record<string, Answer> = {
  HPE_HEADER_OVERFLOW: {
    status: 431, code: 'request_headers_too_large',
    message: `The request's address and headers are larger than this api accepts (${maxHeaderSize / 1024} KB). Send a shorter address or fewer, smaller headers.`,
  },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: 'request_timeout', message: 'The request took too long to arrive. Send it again.' },
};
const UNREADABLE: Answer = { status: 400, code: 'bad_request', message: 'This request could not be read as HTTP.' };

/** The raw HTTP answer: `{"error": {code, message}}` like every other refusal of the api (api/http/errors.ts). */
export function clientErrorResponse(errorCode: string | undefined): string {
  const { status, code, message } = ANSWERS[errorCode ?? ''] ?? UNREADABLE;
  const body = JSON.stringify({ error: { code, message } });
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n`
    + `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`;
}

/**
 * Fastify's `clientErrorHandler`. Its default writes a body of another shape and
 * then destroys the socket at once, which can drop what was written (the client
 * sees an empty 431); `end` sends the answer before closing.
 */
export function answerClientError(err: NodeJS.ErrnoException, socket: Duplex): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  if (!socket.writable) return void socket.destroy();
  socket.end(clientErrorResponse(err.code));
}
