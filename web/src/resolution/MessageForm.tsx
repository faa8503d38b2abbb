import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import board from '../shared/components/Board.module.css';
import { useCommentMutation, useStartChatMutation } from './caseMutations';

const FAILED = 'Your message was not sent. Check your connection and try again.';
const messageSchema = z.object({ body: z.string().trim().min(1, { error: 'Write a message first.' }) });

/** A message to the other side: the first one starts the case's conversation. */
export function MessageForm({ caseId, start }: { caseId: string; start: boolean }) {
  const id = useId();
  const [startChat, starting] = useStartChatMutation();
  const [comment, commenting] = useCommentMutation();
  const busy = starting || commenting;
  const { register, handleSubmit, reset, setError, formState: { errors } } = useForm<z.input<typeof messageSchema>, unknown, z.output<typeof messageSchema>>({
    resolver: zodResolver(messageSchema),
    defaultValues: { body: '' },
  });
  const submit = ({ body: text }: z.output<typeof messageSchema>) => {
    const fail = (message: string) => setError('body', { message });
    const callbacks = {
      onDone: () => reset({ body: '' }),
      onUserErrors: (userErrors: readonly { message: string }[]) => fail(userErrors.map((e) => e.message).join(' ') || FAILED),
      onFailure: () => fail(FAILED),
    };
    if (start) startChat({ caseId, message: text }, callbacks);
    else comment({ caseId, body: text }, callbacks);
  };
  const error = errors.body?.message;
  return (
    <form className={board.reply} noValidate onSubmit={handleSubmit(submit)}>
      <div className="field">
        <label htmlFor={`${id}-body`} className="field-label">{start ? 'Start a conversation' : 'Message'}</label>
        <textarea id={`${id}-body`} className="input" rows={3}
          aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...register('body')} />
        {error && <p id={`${id}-error`} className="field-error" role="alert">{error}</p>}
      </div>
      <div className={board.buttons}>
        <button type="submit" className="btn btn-primary" disabled={busy}>{busy ? 'Sending…' : 'Send message'}</button>
      </div>
    </form>
  );
}
