import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedDelivery {
  headers: IncomingHttpHeaders;
  rawBody: string;
  path: string;
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedDelivery[];
  /** The status the next requests get (default 200). */
  status: number;
  /** How long each answer takes (ms). */
  delayMs: number;
  close(): Promise<void>;
}

/** A real HTTP receiver on 127.0.0.1 (the api must list it in WEBHOOK_ALLOWED_PRIVATE_HOSTS). */
export async function startReceiver(opts: { status?: number; delayMs?: number } = {}): Promise<WebhookReceiver> {
  const receiver = { received: [] as ReceivedDelivery[], status: opts.status ?? 200, delayMs: opts.delayMs ?? 0 } as WebhookReceiver;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      receiver.received.push({ headers: req.headers, rawBody: Buffer.concat(chunks).toString('utf8'), path: req.url ?? '' });
      const answer = () => res.writeHead(receiver.status, { 'content-type': 'text/plain' }).end('ok');
      if (receiver.delayMs > 0) setTimeout(answer, receiver.delayMs);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  receiver.url = `http://127.0.0.1:${port}`;
  receiver.close = () => new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
  return receiver;
}
