import { Link } from 'react-router';
import styles from '../PublicPages.module.css';

/** The form-wide alert: Hearth unreachable, too many forms sent, or an error about no one field. */
export function FormAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return <p role="alert" className="alert alert-error">{message}</p>;
}

/** What replaces a form once it is sent. */
export function Thanks({ heading, text }: { heading: string; text: string }) {
  return (
    <section className={`card ${styles.thanks}`} role="status" aria-labelledby="thanks-heading">
      <h2 id="thanks-heading">{heading}</h2>
      <p>{text}</p>
      <Link className="btn" to="/listings">Browse homes</Link>
    </section>
  );
}
