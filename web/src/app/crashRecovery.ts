// Spec §8: a render crash is reported, the page reloads once with `error_reload`,
// and a second crash sends the user to /listings.

export const ERROR_RELOAD_PARAM = 'error_reload';
const SAFE_PAGE = '/listings';

export type CrashAction =
  | { kind: 'reload'; url: string }
  | { kind: 'go-to-safe-page'; url: string }
  /** Already crashed twice on the safe page itself: show a message instead of looping. */
  | { kind: 'give-up' };

export function crashAction(pathname: string, search: string): CrashAction {
  const params = new URLSearchParams(search);
  if (!params.has(ERROR_RELOAD_PARAM)) {
    params.set(ERROR_RELOAD_PARAM, '1');
    return { kind: 'reload', url: `${pathname}?${params.toString()}` };
  }
  if (pathname === SAFE_PAGE) return { kind: 'give-up' };
  return { kind: 'go-to-safe-page', url: SAFE_PAGE };
}
