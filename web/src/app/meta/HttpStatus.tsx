import { createContext, useContext } from 'react';

/**
 * Where the server-side renderer hears a page's HTTP status (a page that says "not
 * found" is sent with 404, so search engines drop it). The browser has no collector.
 */
export const HttpStatusCollector = createContext<((status: number) => void) | null>(null);

/** Declares the status of the page being rendered; does nothing in the browser. */
export function useHttpStatus(status: number): void {
  const collect = useContext(HttpStatusCollector);
  if (collect) collect(status);
}
