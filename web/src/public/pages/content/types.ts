// The public content pages as data: the page (ContentPage) and the server-side
// renderer read the same objects, so a page's words and its metadata never drift.
import type { IconName } from '../../../shared/components/Icon';

export interface PageLink {
  label: string;
  path: string;
  /** Drawn as the primary button. */
  primary?: boolean;
}

export interface CardItem {
  title: string;
  text: string;
  icon?: IconName;
}

/** One block of a content page, drawn by ContentPage in the order given. */
export type Section =
  | { kind: 'cards'; heading: string; intro?: string; items: CardItem[] }
  | { kind: 'steps'; heading: string; intro?: string; items: CardItem[] }
  | { kind: 'prose'; heading: string; paragraphs: string[] }
  | { kind: 'checklist'; heading: string; intro?: string; items: string[] }
  | { kind: 'faq'; heading: string; items: Array<{ question: string; answer: string }> }
  | { kind: 'story'; heading: string; label: string; facts: Array<[term: string, value: string]>; paragraphs: string[] }
  | { kind: 'links'; heading: string; intro?: string; links: PageLink[] };

export interface ContentPageInfo {
  /** The page's path, e.g. `/homeowners/safety`. */
  path: string;
  /** PageMeta title (the brand is added by PageMeta). */
  title: string;
  /** PageMeta description: one or two sentences for search results. */
  description: string;
  /** Small label above the heading. */
  eyebrow: string;
  /** The page's one h1. */
  heading: string;
  lead: string;
  actions: PageLink[];
  /** Which sub-navigation the page sits in, if any. */
  group?: 'homeowners';
  sections: Section[];
  /** The closing call to action. */
  closing?: { heading: string; text: string; actions: PageLink[] };
}
