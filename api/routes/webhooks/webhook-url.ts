import { checkTargetUrl, TargetNotAllowedError } from '../../events/target-guard.js';
import { HttpError } from '../../http/errors.js';

/** Registration-time SSRF check (the dispatcher checks again at connect time): 400 webhook_url_not_allowed on `url`. */
export async function requireAllowedUrl(url: string, allowedPrivateHosts: readonly string[]): Promise<string> {
  try {
    return (await checkTargetUrl(url, allowedPrivateHosts)).toString();
  } catch (err) {
    if (!(err instanceof TargetNotAllowedError)) throw err;
    throw new HttpError(400, 'webhook_url_not_allowed', 'This webhook URL is not allowed.', { url: err.message });
  }
}
