import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the server renders and while the browser hydrates that HTML; true from
 * the render after hydration (React re-renders with the client's value), and at once
 * in a page rendered in the browser alone. A server-rendered control that needs the
 * app's code (an onSubmit, a navigation) can say it is not ready yet, instead of
 * taking a click that does nothing.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, () => true, () => false);
}
