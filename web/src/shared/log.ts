// Spec §9: console output is silenced except on localhost, so customers' consoles
// stay clean while developers still see api errors and crashes.

function isLocalhost(): boolean {
  if (typeof window === 'undefined') return true;
  return ['localhost', '127.0.0.1', '[::1]'].includes(window.location.hostname);
}

export function logEvent(name: string, detail: unknown): void {
  if (isLocalhost()) console.error(`[hearth] ${name}`, detail);
}
