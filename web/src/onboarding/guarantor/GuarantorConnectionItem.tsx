import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { GuarantorConnectionItem_connection$key } from '../../__generated__/GuarantorConnectionItem_connection.graphql';
import styles from './Guarantor.module.css';
import { statusForTenant, statusTone } from './guarantorStatus';
import { useResendGuarantorInviteMutation } from './useResendGuarantorInviteMutation';

/** One guarantor the tenant invited: who, for which home, how far they got, and a resend. */
export function GuarantorConnectionItem({ connection }: { connection: GuarantorConnectionItem_connection$key }) {
  const c = useFragment(
    graphql`
      fragment GuarantorConnectionItem_connection on GuarantorConnection {
        id
        status
        guarantorName
        guarantorEmail
        homeCity
        isApplicationActive
        resendAvailableAt
        building {
          title
        }
      }
    `,
    connection,
  );
  const [resend, isResending] = useResendGuarantorInviteMutation();
  const [feedback, setFeedback] = useState<{ ok: boolean; text: string } | null>(null);
  const canResend = c.status === 'INVITED' && c.isApplicationActive;

  const onResend = () => {
    setFeedback(null);
    resend(c.id, {
      onSent: () => setFeedback({ ok: true, text: `We emailed ${c.guarantorEmail} a new link. The old link no longer works.` }),
      onRefused: (text) => setFeedback({ ok: false, text }),
    });
  };

  return (
    <li className={`card ${styles.item}`}>
      <div className={styles.itemHead}>
        <div>
          <h3 className={styles.itemTitle}>{c.guarantorName}</h3>
          <p className={styles.email}>{c.guarantorEmail}</p>
        </div>
        <span className={`${styles.badge} ${styles[statusTone(c.status)]}`}>{statusForTenant(c.status, c.guarantorName)}</span>
      </div>
      <p className="muted">
        For your application {c.building ? <>at {c.building.title}, </> : 'in '}
        {c.homeCity}
        {!c.isApplicationActive && ' (no longer active)'}
      </p>
      {canResend && (
        <button type="button" className="btn" onClick={onResend} disabled={isResending}>
          {isResending ? 'Sending…' : 'Resend invite'}
          <span className="visually-hidden"> to {c.guarantorName}</span>
        </button>
      )}
      <div role="status" aria-live="polite">
        {feedback && <p className={`alert ${feedback.ok ? 'alert-success' : 'alert-error'} ${styles.feedback}`}>{feedback.text}</p>}
      </div>
    </li>
  );
}
