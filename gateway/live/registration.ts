import { signPayload } from '../../common/webhook-signature.js';

export interface RegistrationOptions {
  apiUrl: string;
  name: string;
  /** Where the api should deliver: this gateway's /webhooks/v20. */
  url: string;
  secret: string;
  /** First retry after this long; doubles each time up to maxDelayMs. */
  initialDelayMs?: number;
  maxDelayMs?: number;
}

export interface Registration {
  /** Resolves once the api has accepted the registration (never rejects). */
  done: Promise<void>;
  stop(): void;
}

/** One signed `PUT /v20/internal/system-webhooks/{name}`; the failure in words, or null. */
async function registerOnce({ apiUrl, name, url, secret }: RegistrationOptions): Promise<string | null> {
  const body = JSON.stringify({ url, event_types: ['*'] });
  try {
    const response = await fetch(`${apiUrl}/v20/internal/system-webhooks/${encodeURIComponent(name)}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'hearth-signature': signPayload(secret, body, Math.floor(Date.now() / 1000)) },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    if (response.ok) return null;
    const text = await response.text();
    return `${response.status} ${text.slice(0, 300)}`;
  } catch (err) {
    return (err as Error).message;
  }
}

/**
 * Registers the gateway's webhook with the api in the background: the api may
 * start after the gateway (or restart), so failures are retried with backoff and
 * logged once per distinct reason rather than once per attempt. The registration
 * is an upsert by name: every instance of a deployment may run it.
 */
export function registerInBackground(options: RegistrationOptions): Registration {
  const { initialDelayMs = 500, maxDelayMs = 30_000 } = options;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let wake: () => void = () => {};
  const done = (async () => {
    let delay = initialDelayMs;
    let lastProblem = '';
    while (!stopped) {
      const problem = await registerOnce(options);
      if (problem === null) {
        console.log(`Live updates: webhook "${options.name}" registered with the api, deliveries to ${options.url}`);
        return;
      }
      if (problem !== lastProblem) console.warn(`Live updates: cannot register webhook yet (${problem}); retrying with backoff`);
      lastProblem = problem;
      await new Promise<void>((resolve) => {
        wake = resolve;
        timer = setTimeout(resolve, delay);
      });
      delay = Math.min(delay * 2, maxDelayMs);
    }
  })();
  return {
    done,
    stop() {
      stopped = true;
      clearTimeout(timer);
      wake();
    },
  };
}
