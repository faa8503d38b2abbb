import { useLayoutEffect, type RefObject } from 'react';

/**
 * Publishes the sticky header's real height as `--header-height` on <html>, so
 * scroll padding (base.css) and anything pinned below the header clear it: the
 * header is one row on phones, two when signed in on desktop, and grows by the
 * guarantor strip, so no constant fits.
 */
export function useStickyHeaderHeight(header: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = header.current;
    if (!element) return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty('--header-height', `${Math.ceil(element.getBoundingClientRect().height)}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--header-height');
    };
  }, [header]);
}
