import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';

/** Node's answers to a request it could not read, with a body a person can read (Node's own are empty: a blank page). */
const ANSWERS: Record<string, [number, string, string, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'This address is too long',
    'The address (or the cookies sent with it) is longer than this site accepts. Shorten the link, or go to the <a href="/">home page</a>.'],
  HPE_URI_OVERFLOW: [414, 'URI Too Long', 'This address is too long', 'Shorten the link, or go to the <a href="/">home page</a>.'],
  HPE_REQUEST_TIMEOUT: [408, 'Request Timeout', 'The request took too long', 'Reload the page to try again.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'The request took too long', 'Reload the page to try again.'],
};
const BAD_REQUEST: [number, string, string, string] = [400, 'Bad Request', 'The request could not be read', 'Go to the <a href="/">home page</a>.'];

/** Answers requests Node could not parse (a 20 KB address: 431) with a short HTML page instead of an empty body. */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    if (err.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
    const [status, reason, title, text] = ANSWERS[err.code ?? ''] ?? BAD_REQUEST;
    const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<title>${title} · Hearth</title></head><body><h1>${title}</h1><p>${text}</p></body></html>\n`;
    socket.end(`HTTP/1.1 ${status} ${reason}\r\nContent-Type: text/html; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Cache-Control: no-store\r\nConnection: close\r\n\r\n${body}`);
  });
}
