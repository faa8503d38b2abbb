import { createContext } from 'react';

/**
 * Puts the loaded homes of the Tenants page back in the gateway's order. An action on an
 * application (approving it) can move its home to another category, and the page
 * is ordered by category (homes waiting on the manager first): the action's payload
 * updates the card, this re-reads the pages loaded so far (one page's calls, whatever
 * its size) so the home takes its new place without reloading the screen.
 */
export const ReorderHomesContext = createContext<() => void>(() => {});
