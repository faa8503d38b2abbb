import type { RouteObject } from 'react-router';
import { CONTENT_PAGE_PATHS } from './paths';

/**
 * The public content pages (/about, /press, /case-studies, /homeowners and its five
 * sub-pages, the audience pages) and the partner meeting and feedback forms. Their
 * words live in content/*.ts, shared with the server-side renderer; the code loads
 * only when one is opened. /landlord-reference-form stays with the referee's form.
 */
export function publicPageRoutes(): RouteObject[] {
  return [
    ...CONTENT_PAGE_PATHS.map((path): RouteObject => ({
      path: path.slice(1),
      lazy: async () => ({ Component: (await import('./ContentPages')).contentPageComponent(path) }),
    })),
    { path: 'partner-meeting', lazy: async () => ({ Component: (await import('./FormPages')).PartnerMeetingPage }) },
    { path: 'leave-feedback', lazy: async () => ({ Component: (await import('./FormPages')).LeaveFeedbackPage }) },
  ];
}
