import { useEffect, useState } from 'react';

/**
 * "Your application fee is paid": remembered for this tab when the fee goes through,
 * because the form that took the card goes away at once (nothing is owed any more),
 * and a fee that completes the application reloads the page. Shown on the
 * applications list and on the application's page until dismissed.
 */
interface Paid { lifecycleId: string; fee: string }

const KEY = 'hearth.applicationFeePaid';
const listeners = new Set<() => void>();

export function rememberFeePaid(paid: Paid): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(paid));
  } catch {
    // Storage refused (private mode): the page after a reload will not say it.
  }
  listeners.forEach((listener) => listener());
}

function pendingFeePaid(): Paid | null {
  try {
    const parsed = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null') as Partial<Paid> | null;
    return parsed && typeof parsed.lifecycleId === 'string' && typeof parsed.fee === 'string' ? { lifecycleId: parsed.lifecycleId, fee: parsed.fee } : null;
  } catch {
    return null;
  }
}

/** The confirmation, for any application (`lifecycleId` omitted) or for that one only. Read in an effect: never server-rendered. */
export function FeePaidNotice({ lifecycleId, homeTitle }: { lifecycleId?: string; homeTitle?: string }) {
  const [paid, setPaid] = useState<Paid | null>(null);
  useEffect(() => {
    const read = () => {
      const found = pendingFeePaid();
      setPaid(found && (lifecycleId === undefined || found.lifecycleId === lifecycleId) ? found : null);
    };
    read();
    listeners.add(read);
    return () => {
      listeners.delete(read);
    };
  }, [lifecycleId]);
  if (!paid) return null;
  const dismiss = () => {
    try {
      window.sessionStorage.removeItem(KEY);
    } catch {
      // Nothing stored.
    }
    setPaid(null);
  };
  return (
    <div role="status" aria-label="Payment received" className="alert alert-success"
      style={{ display: 'flex', gap: 'var(--space-3)', alignItems: 'flex-start', marginBottom: 'var(--space-4)' }}>
      <p style={{ flex: 1, margin: 0 }}>
        Payment received: your application fee of <strong>{paid.fee}</strong>{homeTitle ? ` for ${homeTitle}` : ''} is paid. You will not be
        charged again for this application.
      </p>
      <button type="button" className="btn btn-quiet" onClick={dismiss}>Dismiss</button>
    </div>
  );
}
