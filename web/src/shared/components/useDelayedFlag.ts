import { useEffect, useState } from 'react';

/** True once `delayMs` have passed since mount: fast loads never flash a spinner. */
export function useDelayedFlag(delayMs: number): boolean {
  const [passed, setPassed] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setPassed(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);
  return passed;
}
