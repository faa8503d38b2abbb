/**
 * "We sent you a confirmation email": remembered for this tab when an account is
 * created (the browser then loads the page it lands on), shown by SignUpNotice until
 * the person dismisses it or confirms the address.
 */
const KEY = 'hearth.signUpNotice';

export function rememberSignUpNotice(email: string): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ email }));
  } catch {
    // Storage refused (private mode): the welcome mail still went out.
  }
}

export function pendingSignUpNotice(): { email: string } | null {
  try {
    const stored = window.sessionStorage.getItem(KEY);
    const parsed = stored ? (JSON.parse(stored) as { email?: unknown }) : null;
    return parsed && typeof parsed.email === 'string' ? { email: parsed.email } : null;
  } catch {
    return null;
  }
}

export function forgetSignUpNotice(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to forget.
  }
}
