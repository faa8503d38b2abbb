// Every public page's words, for the pages and for the server-side renderer.
import { AUDIENCE_PAGES } from './audiences';
import { ABOUT, CASE_STUDIES, PRESS } from './company';
import { FORM_PAGES } from './forms';
import { HOMEOWNER_PAGES } from './homeowners';
import { LANDLORD_REFERENCE } from './reference';
import type { ContentPageInfo } from './types';

/** The pages drawn by ContentPage from their data. */
export const CONTENT_PAGES: readonly ContentPageInfo[] = [ABOUT, PRESS, CASE_STUDIES, ...HOMEOWNER_PAGES, ...AUDIENCE_PAGES];

/** What every page of this part says about itself (PageMeta), by path. */
export const PUBLIC_PAGE_META: ReadonlyArray<{ path: string; title: string; description: string }> =
  [...CONTENT_PAGES, ...FORM_PAGES, LANDLORD_REFERENCE].map(({ path, title, description }) => ({ path, title, description }));
