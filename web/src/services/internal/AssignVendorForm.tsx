import { zodResolver } from '@hookform/resolvers/zod';
import { Suspense, useId } from 'react';
import { useForm } from 'react-hook-form';
import { graphql, usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay';
import { z } from 'zod';
import type { AssignVendorFormQuery as QueryType } from '../../__generated__/AssignVendorFormQuery.graphql';
import { ErrorBoundary } from '../../shared/components/ErrorBoundary';
import { LazyIndicator } from '../../shared/components/LazyIndicator';
import { showUserErrors } from '../../shared/userErrors';
import styles from '../Services.module.css';
import { useAssignServiceActivityVendorMutation } from './useAssignServiceActivityVendorMutation';

const query = graphql`
  query AssignVendorFormQuery {
    residentialServiceProviders(first: 100) { id databaseId name onboardingCompletedAt }
  }
`;

const schema = z.object({ providerId: z.string().min(1, 'Choose a vendor company.') });
type Values = z.infer<typeof schema>;

/** The companies to pick from, loaded by the click that opens the form (not by its render). */
export function useVendorCompaniesLoader() {
  const [queryRef, load] = useQueryLoader<QueryType>(query);
  return [queryRef, () => load({}, { fetchPolicy: 'store-and-network' })] as const;
}

/** Staff give an open job to a company (spec: vendor-information). */
export function AssignVendorForm({ queryRef, activityId, onClose }: { queryRef: PreloadedQuery<QueryType> | null | undefined; activityId: string; onClose(): void }) {
  return (
    <ErrorBoundary name="assign_vendor" fallback={<p role="alert" className="alert alert-error">The vendor companies could not be loaded. Try again later.</p>}>
      <Suspense fallback={<LazyIndicator inline label="Loading vendor companies…" />}>
        {queryRef && <Form queryRef={queryRef} activityId={activityId} onClose={onClose} />}
      </Suspense>
    </ErrorBoundary>
  );
}

function Form({ queryRef, activityId, onClose }: { queryRef: PreloadedQuery<QueryType>; activityId: string; onClose(): void }) {
  const { residentialServiceProviders: companies } = usePreloadedQuery<QueryType>(query, queryRef);
  const { register, handleSubmit, setError, formState: { errors } } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { providerId: '' } });
  const [assign, busy] = useAssignServiceActivityVendorMutation();
  const id = useId();
  const onboarded = companies.filter((c) => c.onboardingCompletedAt);
  const submit = ({ providerId }: Values) => assign({ serviceActivityId: activityId, providerId }, {
    onDone: onClose,
    onUserErrors: (userErrors) => showUserErrors(userErrors, setError, ['providerId']),
    onFailure: () => setError('root.server', { message: 'We could not reach Hearth. Check your connection and try again.' }),
  });
  return (
    <form noValidate aria-label="Give to a vendor" className={styles.actionForm} onSubmit={handleSubmit(submit)}>
      {errors.root?.server && <p role="alert" className="alert alert-error">{errors.root.server.message}</p>}
      <div className="field">
        <label htmlFor={id} className="field-label">Vendor company</label>
        <select id={id} className="input" aria-invalid={errors.providerId ? true : undefined} aria-describedby={errors.providerId ? `${id}-error` : `${id}-hint`} {...register('providerId')}>
          <option value="" disabled>{onboarded.length ? 'Choose a company' : 'No onboarded company yet'}</option>
          {onboarded.map((c) => <option key={c.id} value={c.id}>{c.name} (#{c.databaseId})</option>)}
        </select>
        {errors.providerId
          ? <p id={`${id}-error`} className="field-error">{errors.providerId.message}</p>
          : <p id={`${id}-hint`} className="field-hint">It must serve this job's category in the home's region.</p>}
      </div>
      <div className={styles.actionButtons}>
        <button type="submit" className="btn btn-primary" disabled={busy}>{busy ? 'Saving…' : 'Give the job'}</button>
        <button type="button" className="btn btn-quiet" onClick={onClose}>Never mind</button>
      </div>
    </form>
  );
}
