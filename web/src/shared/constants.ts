/** Spec §9: the page reloads this long after logging out. */
export const LOGOUT_RELOAD_DELAY_MS = 500;
/** Spec §9: loading indicators appear only after this delay, so fast loads do not flicker. */
export const LAZY_INDICATOR_DELAY_MS = 200;
