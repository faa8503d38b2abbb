import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { APPLICANT_DECLINE_REASONS } from '../../../../common/application-reasons';
import type { InformationRequestCard_request$key } from '../../__generated__/InformationRequestCard_request.graphql';
import type { ApplicantDeclineReason } from '../../__generated__/useDeclineInformationRequestMutation.graphql';
import styles from '../Applications.module.css';
import { useAnswerInformationRequestMutation } from './useAnswerInformationRequestMutation';

const STATUS_TEXT: Record<string, string> = {
  RESPONSE_ADDED: 'Answered',
  RESPONSE_DECLINED: 'Declined',
  DELETED: 'Withdrawn by the homeowner',
};

/** Something the homeowner asked for: answer it in a few words, or say why you cannot. */
export function InformationRequestCard({ request }: { request: InformationRequestCard_request$key }) {
  const r = useFragment(
    graphql`
      fragment InformationRequestCard_request on InformationRequest {
        id
        kindLabel
        reasonLabel
        message
        status
        responseKind
        responseText
      }
    `,
    request,
  );
  const [text, setText] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { respond, decline, isInFlight } = useAnswerInformationRequestMutation();
  const answerId = useId();
  const reasonId = useId();
  const callbacks = {
    onDone: () => setError(null),
    onUserErrors: (errors: readonly { message: string }[]) => setError(errors[0]?.message ?? 'We could not send this.'),
    onFailure: () => setError('We could not send this. Check your connection and try again.'),
  };
  const awaiting = r.status === 'AWAITING_RESPONSE';

  return (
    <article className={`card ${styles.request}`} aria-label={r.kindLabel}>
      <h3 className={styles.requestTitle}>{r.kindLabel}</h3>
      {r.reasonLabel && <p className="muted">Why: {r.reasonLabel}</p>}
      {r.message && <blockquote className={styles.requestMessage}>{r.message}</blockquote>}
      {!awaiting && (
        <p className={styles.requestStatus}>
          {STATUS_TEXT[r.status] ?? r.status}
          {r.responseKind === 'IMPLICIT_RESPONSE_INFORMATION_UPDATED' ? ': you updated this information.' : r.responseText ? `: “${r.responseText}”` : ''}
        </p>
      )}
      {awaiting && (
        <>
          <div className="field">
            <label htmlFor={answerId} className="field-label">Your answer</label>
            <textarea id={answerId} className="input" rows={3} value={text} onChange={(e) => setText(e.target.value)}
              aria-invalid={error ? true : undefined} aria-describedby={error ? `${answerId}-error` : undefined} />
            {error && <p id={`${answerId}-error`} className="field-error">{error}</p>}
          </div>
          <div className={styles.actions}>
            <button type="button" className="btn btn-primary" disabled={isInFlight}
              onClick={() => (text.trim() ? respond(r.id, text.trim(), callbacks) : setError('Write your answer first.'))}>
              Send answer
            </button>
          </div>
          <div className={styles.declineRow}>
            <div className="field">
              <label htmlFor={reasonId} className="field-label">Or tell us why you cannot answer</label>
              <select id={reasonId} className="input" value={reason} onChange={(e) => setReason(e.target.value)}>
                <option value="">Choose a reason</option>
                {APPLICANT_DECLINE_REASONS.map((d) => <option key={d.value} value={d.value}>{d.label}</option>)}
              </select>
            </div>
            <button type="button" className="btn" disabled={isInFlight || !reason}
              onClick={() => decline(r.id, reason.toUpperCase() as ApplicantDeclineReason, callbacks)}>
              Decline request
            </button>
          </div>
        </>
      )}
    </article>
  );
}
