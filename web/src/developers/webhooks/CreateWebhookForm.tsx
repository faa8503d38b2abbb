import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay';
import type { CreateWebhookForm_query$key } from '../../__generated__/CreateWebhookForm_query.graphql';
import { TextField } from '../../shared/components/TextField';
import { showUserErrors } from '../../shared/userErrors';
import { SecretOnce } from '../SecretOnce';
import { useCreateWebhookMutation } from './useWebhookMutations';
import styles from './Webhooks.module.css';

interface Values {
  url: string;
  description: string;
  eventTypes: string[];
}

const EMPTY: Values = { url: '', description: '', eventTypes: [] };

/** Registers an endpoint: its URL, the event types it hears (from the catalogue), a note. */
export function CreateWebhookForm({ query, connectionId }: { query: CreateWebhookForm_query$key; connectionId: string }) {
  const { eventTypes } = useFragment(
    graphql`
      fragment CreateWebhookForm_query on Query {
        eventTypes { type description }
      }
    `,
    query,
  );
  const { register, handleSubmit, setError, reset, watch, formState: { errors } } = useForm<Values>({ defaultValues: EMPTY });
  const [create, creating] = useCreateWebhookMutation();
  const [secret, setSecret] = useState<string | null>(null);
  const everything = watch('eventTypes').includes('*');

  const onSubmit = (values: Values) => {
    if (values.eventTypes.length === 0) {
      setError('eventTypes', { message: 'Choose at least one event type, or all of them.' });
      return;
    }
    create({
      url: values.url.trim(), description: values.description.trim() || null,
      eventTypes: values.eventTypes.includes('*') ? ['*'] : values.eventTypes,
    }, connectionId, {
      onDone: (newSecret) => {
        reset(EMPTY);
        setSecret(newSecret);
      },
      onUserErrors: (userErrors) => showUserErrors(userErrors, setError, ['url', 'description', 'eventTypes']),
      onFailure: () => setError('root.server', { message: 'We could not add the endpoint. Check your connection and try again.' }),
    });
  };

  return (
    <section className={`card ${styles.form}`} aria-labelledby="new-webhook-heading">
      <h2 id="new-webhook-heading">Add an endpoint</h2>
      {secret && (
        <SecretOnce
          kind="secret"
          testId="webhook-secret"
          title="Endpoint added: its signing secret"
          note="Verify each delivery's Hearth-Signature header with it."
          secret={secret}
          onDone={() => setSecret(null)}
        />
      )}
      <form noValidate onSubmit={handleSubmit(onSubmit)} className={styles.formFields}>
        <TextField
          label="Endpoint URL" type="url" inputMode="url" autoComplete="off" placeholder="https://example.com/hearth-events"
          hint="The full http(s) address Hearth posts events to. Private and local addresses are refused."
          error={errors.url?.message} {...register('url', { required: 'Give the full URL of your endpoint.' })}
        />
        <TextField label="Description (optional)" maxLength={200} error={errors.description?.message} {...register('description')} />
        <fieldset className={styles.types} aria-describedby={errors.eventTypes ? 'event-types-error' : undefined}>
          <legend className="field-label">Event types</legend>
          <label className={styles.type}>
            <input type="checkbox" value="*" {...register('eventTypes')} />
            <span><strong>All event types</strong> <span className="muted">(including ones added later)</span></span>
          </label>
          {eventTypes.map((t) => (
            <label key={t.type} className={styles.type}>
              <input type="checkbox" value={t.type} disabled={everything} {...register('eventTypes')} />
              <span><code>{t.type}</code> <span className="muted">{t.description}</span></span>
            </label>
          ))}
          {errors.eventTypes && <p id="event-types-error" className="field-error">{errors.eventTypes.message}</p>}
        </fieldset>
        {errors.root?.server && <p role="alert" className="alert alert-error">{errors.root.server.message}</p>}
        <div>
          <button type="submit" className="btn btn-primary" disabled={creating}>{creating ? 'Adding…' : 'Add endpoint'}</button>
        </div>
      </form>
    </section>
  );
}
