import { useId, useState } from 'react';
import board from '../shared/components/Board.module.css';
import { useCommentMutation, useStartChatMutation } from './caseMutations';

const FAILED = 'Your message was not sent. Check your connection and try again.';

/** A message to the other side: the first one starts the case's conversation. */
export function MessageForm({ caseId, start }: { caseId: string; start: boolean }) {
  const id = useId();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [startChat, starting] = useStartChatMutation();
  const [comment, commenting] = useCommentMutation();
  const busy = starting || commenting;
  const submit = () => {
    const text = body.trim();
    if (!text) return setError('Write a message first.');
    setError(null);
    const callbacks = {
      onDone: () => setBody(''),
      onUserErrors: (errors: readonly { message: string }[]) => setError(errors.map((e) => e.message).join(' ') || FAILED),
      onFailure: () => setError(FAILED),
    };
    if (start) startChat({ caseId, message: text }, callbacks);
    else comment({ caseId, body: text }, callbacks);
  };
  return (
    <form className={board.reply} noValidate onSubmit={(e) => { e.preventDefault(); submit(); }}>
      <div className="field">
        <label htmlFor={`${id}-body`} className="field-label">{start ? 'Start a conversation' : 'Message'}</label>
        <textarea id={`${id}-body`} className="input" rows={3} value={body} onChange={(e) => setBody(e.target.value)}
          aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
        {error && <p id={`${id}-error`} className="field-error" role="alert">{error}</p>}
      </div>
      <div className={board.buttons}>
        <button type="submit" className="btn btn-primary" disabled={busy}>{busy ? 'Sending…' : 'Send message'}</button>
      </div>
    </form>
  );
}
