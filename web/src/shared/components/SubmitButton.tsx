import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { useHydrated } from '../useHydrated';

interface SubmitButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** A submission is under way: the button is disabled and says so (busyLabel). */
  busy?: boolean;
  busyLabel?: ReactNode;
  /**
   * The form also works as plain HTML (a GET form the server answers): the button stays
   * usable before the app's code runs, and a click then reloads the page with the answer.
   */
  worksWithoutScript?: boolean;
}

/**
 * The submit button of a form on a server-rendered page. Until the page is hydrated
 * its form has no handler, so a click would do nothing: it shows disabled and busy
 * (`data-hydrated="false"`) until then, unless the form works without script.
 */
export function SubmitButton({ busy = false, busyLabel, worksWithoutScript = false, disabled, className = 'btn btn-primary', children, ...rest }: SubmitButtonProps) {
  const hydrated = useHydrated();
  const waiting = !hydrated && !worksWithoutScript;
  return (
    <button
      {...rest}
      type="submit"
      className={className}
      disabled={disabled || busy || waiting}
      aria-busy={busy || waiting ? true : undefined}
      data-hydrated={hydrated ? 'true' : 'false'}
    >
      {busy && busyLabel !== undefined ? busyLabel : children}
    </button>
  );
}
