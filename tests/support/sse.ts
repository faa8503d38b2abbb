/**
 * A GraphQL-over-SSE subscriber in distinct connections mode (graphql-sse's, and
 * what yoga serves): one POST with `accept: text/event-stream` per subscription,
 * `event: next` messages, then `event: complete`. Shared by tests and the bench.
 */
export interface SseMessage {
  data?: any;
  errors?: { message: string; extensions?: Record<string, any> }[];
}

export interface SseSubscription {
  status: number;
  /** Every `next` message so far. */
  messages: SseMessage[];
  /** Resolves with the next message not yet taken (rejects after `timeoutMs`). */
  next(timeoutMs?: number): Promise<SseMessage>;
  /** Resolves when the server ended the stream (`complete` or closed). */
  completed: Promise<void>;
  close(): void;
}

export interface SubscribeOptions {
  token?: string;
  headers?: Record<string, string>;
  /** The request body; default `{query, variables}`. */
  body?: Record<string, unknown>;
}

function parseBlocks(buffer: string, onMessage: (event: string, data: string) => void): string {
  let rest = buffer;
  let end: number;
  while ((end = rest.indexOf('\n\n')) >= 0) {
    const block = rest.slice(0, end);
    rest = rest.slice(end + 2);
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
    }
    onMessage(event, data.join('\n'));
  }
  return rest;
}

export async function subscribeSse(url: string, query: string | undefined, variables: Record<string, unknown> = {}, opts: SubscribeOptions = {}): Promise<SseSubscription> {
  const abort = new AbortController();
  const response = await fetch(url, {
    method: 'POST',
    signal: abort.signal,
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...opts.headers,
    },
    body: JSON.stringify(opts.body ?? { query, variables }),
  });
  const messages: SseMessage[] = [];
  let taken = 0;
  const waiters: Array<() => void> = [];
  const wake = () => waiters.splice(0).forEach((w) => w());
  let ended = false;
  const completed = (async () => {
    if (!response.body || !response.headers.get('content-type')?.includes('text/event-stream')) {
      // Not a stream (an HTTP error or a JSON answer): one message, then done.
      const text = await response.text().catch(() => '');
      try {
        messages.push(JSON.parse(text) as SseMessage);
      } catch {
        messages.push({ errors: [{ message: text }] });
      }
      return;
    }
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        let complete = false;
        buffer = parseBlocks(buffer + decoder.decode(chunk, { stream: true }), (event, data) => {
          if (event === 'next' && data) messages.push(JSON.parse(data) as SseMessage);
          if (event === 'complete') complete = true;
        });
        wake();
        if (complete) break;
      }
    } catch {
      /* aborted by close() */
    }
  })().finally(() => {
    ended = true;
    wake();
  });
  return {
    status: response.status,
    messages,
    completed,
    async next(timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (taken >= messages.length) {
        if (ended) throw new Error('stream ended without a further message');
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no message within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return messages[taken++]!;
    },
    close: () => abort.abort(),
  };
}
