import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { BRAND_NAME } from '../../../../common/brand';
import { forgetSignUpNotice, pendingSignUpNotice } from './signUpNotice';
import styles from './SignUpNotice.module.css';

/**
 * Just after creating an account, wherever the person lands: the confirmation email
 * is on its way, and to whom. Read in an effect (the server never renders it), shown
 * until dismissed.
 */
export function SignUpNotice() {
  const [email, setEmail] = useState<string | null>(null);
  useEffect(() => {
    setEmail(pendingSignUpNotice()?.email ?? null);
  }, []);
  if (email === null) return null;
  const dismiss = () => {
    forgetSignUpNotice();
    setEmail(null);
  };
  return (
    <div role="status" aria-label="Account created" className={`alert alert-success ${styles.notice}`}>
      <p className={styles.text}>
        Welcome to {BRAND_NAME}! We sent a confirmation email to <strong>{email}</strong>. Open the link in it to confirm your address;
        nothing arrived? Check your spam folder, or <Link to={`/verify-email?${new URLSearchParams({ email })}`}>send a new link</Link>.
      </p>
      <button type="button" className="btn btn-quiet" onClick={dismiss}>Dismiss</button>
    </div>
  );
}
