import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { APPLICANT_DECLINE_REASONS } from '../../../../common/application-reasons';
import type { LifecycleQuestionCard_question$key } from '../../__generated__/LifecycleQuestionCard_question.graphql';
import type { ApplicantDeclineReason } from '../../__generated__/useDeclineLifecycleQuestionMutation.graphql';
import styles from '../Applications.module.css';
import { useSettleLifecycleQuestionMutation, type SettleCallbacks } from './useSettleLifecycleQuestionMutation';

/** Button and field names say what is confirmed, so each is distinct on a page of questions. */
const CONFIRM_LABEL: Record<string, string> = {
  MOVE_IN_DATE: 'Confirm move-in date',
  MONTHLY_RENT: 'Confirm monthly rent',
  HOUSE_RULES: 'Confirm house rules',
};
const TOPIC: Record<string, string> = {
  MOVE_IN_DATE: 'Your dates', MONTHLY_RENT: 'Your rent', HOUSE_RULES: 'House rules', OCCUPANTS: 'Who lives in the room',
};

type Props = {
  question: LifecycleQuestionCard_question$key;
  onSettled: SettleCallbacks['onSettled'];
};

/** One renter confirmation question: confirm it (or answer it), or decline with a reason; a settled one can be changed. */
export function LifecycleQuestionCard({ question, onSettled }: Props) {
  const q = useFragment(
    graphql`
      fragment LifecycleQuestionCard_question on LifecycleQuestion {
        id
        kind
        responseType
        prompt
        status
        response
        declineReasonLabel
      }
    `,
    question,
  );
  const [editing, setEditing] = useState(false);
  const [declining, setDeclining] = useState(false);
  const [text, setText] = useState(q.response ?? '');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { answer, decline, isInFlight } = useSettleLifecycleQuestionMutation();
  const fieldId = useId();
  const topic = TOPIC[q.kind] ?? 'Question';
  const callbacks: SettleCallbacks = {
    onSettled: (viewer) => { setEditing(false); setDeclining(false); setError(null); onSettled(viewer); },
    onUserErrors: (errors) => setError(errors[0]?.message ?? 'We could not save this.'),
    onFailure: () => setError('We could not save this. Check your connection and try again.'),
  };
  const settled = q.status !== 'UNANSWERED' && !editing;

  return (
    <article className={`card ${styles.question}`} aria-label={topic}>
      <h3 className={styles.questionTopic}>{topic}</h3>
      <p className={styles.prompt}>{q.prompt}</p>
      {settled ? (
        <div className={styles.settled}>
          <p className={q.status === 'DECLINED' ? styles.declined : styles.confirmed}>
            {q.status === 'DECLINED' ? `Declined: ${q.declineReasonLabel ?? 'no reason given'}`
              : q.responseType === 'CONFIRM' ? '✓ Confirmed' : `✓ Your answer: ${q.response}`}
          </p>
          <button type="button" className="btn btn-quiet" onClick={() => setEditing(true)}>
            Change answer<span className="visually-hidden">: {topic}</span>
          </button>
        </div>
      ) : (
        <>
          {q.responseType === 'TEXT' ? (
            <div className="field">
              <label htmlFor={fieldId} className="field-label">Your answer</label>
              <textarea id={fieldId} className="input" rows={2} value={text} onChange={(e) => setText(e.target.value)}
                aria-invalid={error ? true : undefined} aria-describedby={error ? `${fieldId}-error` : undefined} />
            </div>
          ) : null}
          {error && <p id={`${fieldId}-error`} className="field-error" role="alert">{error}</p>}
          <div className={styles.actions}>
            {q.responseType === 'CONFIRM' ? (
              <button type="button" className="btn btn-primary" disabled={isInFlight} onClick={() => answer(q.id, 'yes', callbacks)}>
                {CONFIRM_LABEL[q.kind] ?? 'Confirm'}
              </button>
            ) : (
              <button type="button" className="btn btn-primary" disabled={isInFlight}
                onClick={() => (text.trim() ? answer(q.id, text.trim(), callbacks) : setError('Write an answer, like "Just me".'))}>
                Save answer
              </button>
            )}
            {!declining && <button type="button" className="btn btn-quiet" onClick={() => setDeclining(true)}>I can't answer this</button>}
          </div>
          {declining && (
            <div className={styles.declineRow}>
              <div className="field">
                <label htmlFor={`${fieldId}-reason`} className="field-label">Why can't you answer?</label>
                <select id={`${fieldId}-reason`} className="input" value={reason} onChange={(e) => setReason(e.target.value)}>
                  <option value="">Choose a reason</option>
                  {APPLICANT_DECLINE_REASONS.map((d) => <option key={d.value} value={d.value}>{d.label}</option>)}
                </select>
              </div>
              <button type="button" className="btn" disabled={isInFlight || !reason}
                onClick={() => decline(q.id, reason.toUpperCase() as ApplicantDeclineReason, callbacks)}>
                Decline question
              </button>
            </div>
          )}
        </>
      )}
    </article>
  );
}
