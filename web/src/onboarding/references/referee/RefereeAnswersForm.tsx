import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay';
import { useSearchParams } from 'react-router';
import { BRAND_NAME } from '../../../../../common/brand';
import type { RefereeAnswersForm_form$key } from '../../../__generated__/RefereeAnswersForm_form.graphql';
import { MessagePage } from '../../../shared/components/MessagePage';
import { formatPeriod } from '../../../shared/format';
import { showUserErrors } from '../../../shared/userErrors';
import { ChoiceGroup } from '../../../shared/components/ChoiceGroup';
import styles from './ReferenceForm.module.css';
import { useSubmitReferenceFormMutation } from './useSubmitReferenceFormMutation';

type YesNo = 'yes' | 'no';
interface Values {
  relationshipConfirmed: YesNo;
  paidOnTime: YesNo;
  leaseViolations: YesNo;
  wouldRentAgain: YesNo;
  comments: string;
}
const QUESTIONS = ['relationshipConfirmed', 'paidOnTime', 'leaseViolations', 'wouldRentAgain'] as const;
const YES_NO = [{ value: 'yes', label: 'Yes' }, { value: 'no', label: 'No' }];
const required = { required: 'Choose yes or no.' };

/** The referee's five questions, then a thank-you. */
export function RefereeAnswersForm({ form }: { form: RefereeAnswersForm_form$key }) {
  const data = useFragment(
    graphql`
      fragment RefereeAnswersForm_form on ReferenceForm {
        tenantFirstName
        propertyAddress
        startDate
        endDate
      }
    `,
    form,
  );
  const [search] = useSearchParams();
  const { register, handleSubmit, setError, formState: { errors } } = useForm<Values>();
  const [submit, sending] = useSubmitReferenceFormMutation();
  const [done, setDone] = useState(false);
  const name = data.tenantFirstName ?? 'the applicant';
  if (done) {
    return (
      <MessagePage title="Thank you!" icon="home">
        <p role="status">Your reference for {name} is in. It helps them find a home on {BRAND_NAME}. You can close this page.</p>
      </MessagePage>
    );
  }
  const onSubmit = (values: Values) =>
    submit({
      token: search.get('token') ?? '',
      answers: { ...Object.fromEntries(QUESTIONS.map((q) => [q, values[q] === 'yes'])) as Record<(typeof QUESTIONS)[number], boolean>, comments: values.comments.trim() || null },
    }, {
      onSubmitted: () => setDone(true),
      onUserErrors: (userErrors) => showUserErrors(userErrors, setError, [...QUESTIONS, 'comments']),
      onFailure: () => setError('root.server', { message: 'We could not send your answers. Check your connection and try again.' }),
    });
  const when = formatPeriod(data.startDate, data.endDate);
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className={`card ${styles.form}`} aria-label={`Rental reference for ${name}`}>
      <h1>Rental reference for {name}</h1>
      <p className="muted">
        {name} is applying for a room on {BRAND_NAME} and named you as a reference
        {data.propertyAddress ? <> for <strong>{data.propertyAddress}</strong></> : null}{when ? ` (${when})` : ''}. Five quick questions; no account needed.
      </p>
      <ChoiceGroup inline legend={`Do you know ${name} as their landlord, property manager or reference?`} choices={YES_NO}
        registration={register('relationshipConfirmed', required)} error={errors.relationshipConfirmed?.message} />
      <ChoiceGroup inline legend={`Did ${name} pay rent on time?`} choices={YES_NO} registration={register('paidOnTime', required)} error={errors.paidOnTime?.message} />
      <ChoiceGroup inline legend="Were there any lease violations?" choices={YES_NO} registration={register('leaseViolations', required)} error={errors.leaseViolations?.message} />
      <ChoiceGroup inline legend={`Would you rent to ${name} again?`} choices={YES_NO} registration={register('wouldRentAgain', required)} error={errors.wouldRentAgain?.message} />
      <div className="field">
        <label htmlFor="reference-comments" className="field-label">Anything else the homeowner should know? (optional)</label>
        <textarea id="reference-comments" className="input" rows={4} maxLength={2000} {...register('comments')} />
        {errors.comments && <p className="field-error">{errors.comments.message}</p>}
      </div>
      {errors.root?.server && <p role="alert" className="alert alert-error">{errors.root.server.message}</p>}
      <button type="submit" className="btn btn-primary" disabled={sending}>{sending ? 'Sending…' : 'Send reference'}</button>
      <p className={styles.privacy}>Only the homeowners {name} applies to see your answers; {name} learns that you answered, not what you said.</p>
    </form>
  );
}
