import { createContext, useContext, useEffect } from 'react';
import { BRAND_NAME } from '../../../../common/brand';
import { useDocumentTitle } from '../useDocumentTitle';

/** What a public page says about itself to search engines and link previews. */
export interface PageMetaInfo {
  /** The page's own title, without the brand (added here). */
  title: string;
  /** One or two sentences, shown under the link in search results and previews. */
  description: string;
  /** Path of the page's one address (query strings dropped); defaults to the current path. */
  canonicalPath?: string;
  /** Absolute or root-relative address of a preview image. */
  image?: string;
  /** schema.org data for the page (e.g. a home and its offers), serialised as JSON-LD. */
  jsonLd?: Record<string, unknown>;
}

/**
 * Where the server-side renderer collects a page's metadata while rendering it.
 * In the browser there is no collector and PageMeta updates the document instead.
 */
export const PageMetaCollector = createContext<((meta: PageMetaInfo) => void) | null>(null);

/** Renders nothing: names the page (title, description, canonical, Open Graph, JSON-LD). */
export function PageMeta(meta: PageMetaInfo) {
  const collect = useContext(PageMetaCollector);
  // Rendering on the server: effects never run there, so hand the metadata over now.
  if (collect) collect(meta);
  useDocumentTitle(meta.title);
  useEffect(() => {
    setMetaContent('name', 'description', meta.description);
    setMetaContent('property', 'og:title', `${meta.title} · ${BRAND_NAME}`);
    setMetaContent('property', 'og:description', meta.description);
  }, [meta.title, meta.description]);
  return null;
}

function setMetaContent(attribute: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}
