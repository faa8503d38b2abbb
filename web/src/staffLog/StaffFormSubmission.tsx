import { useState } from 'react';
import { graphql, useMutation, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router';
import type { StaffFormSubmissionMutation as MutationType } from '../__generated__/StaffFormSubmissionMutation.graphql';
import type { StaffFormSubmissionQuery as QueryType } from '../__generated__/StaffFormSubmissionQuery.graphql';
import styles from '../app/internal/Internal.module.css';
import { InternalNotFound } from '../app/internal/InternalNotFound';
import { useDisposeOnReplace } from '../app/relay/routeQuery';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { formatDateTime } from '../shared/format';
import own from './StaffLog.module.css';
import { fieldLabel, formLabel } from './formWords';

export const StaffFormSubmissionQuery = graphql`
  query StaffFormSubmissionQuery($id: ID!) {
    formSubmission(id: $id) {
      id databaseId form email submittedAt ip userId handled handledAt handledByEmail
      fields { name value }
    }
  }
`;

const markHandled = graphql`
  mutation StaffFormSubmissionMutation($input: MarkFormSubmissionHandledInput!) {
    markFormSubmissionHandled(input: $input) {
      formSubmission { id handled handledAt handledByEmail }
      userErrors { field message }
    }
  }
`;

/** /internal/form-submissions/:id: one submission, with every answer, and marking it handled. */
export function StaffFormSubmission() {
  const queryRef = useLoaderData() as PreloadedQuery<QueryType> | null;
  return queryRef ? <Submission queryRef={queryRef} /> : <InternalNotFound />;
}

function Submission({ queryRef }: { queryRef: PreloadedQuery<QueryType> }) {
  useDisposeOnReplace(queryRef);
  const { formSubmission: s } = usePreloadedQuery<QueryType>(StaffFormSubmissionQuery, queryRef);
  useDocumentTitle(s ? `${formLabel(s.form)} #${s.databaseId} · Staff` : 'Not found · Staff');
  const [commit, busy] = useMutation<MutationType>(markHandled);
  const [problem, setProblem] = useState<string | null>(null);
  if (!s) return <InternalNotFound />;
  const toggle = () => {
    setProblem(null);
    commit({
      variables: { input: { id: s.id, handled: !s.handled } },
      onCompleted: ({ markFormSubmissionHandled: p }) => setProblem(p.userErrors[0]?.message ?? null),
      onError: () => setProblem('We could not reach Hearth. Check your connection and try again.'),
    });
  };
  return (
    <div className={styles.page}>
      <p><Link to="/internal/form-submissions">← Form submissions</Link></p>
      <h1>{formLabel(s.form)} #{s.databaseId}</h1>
      <p>
        From <a href={`mailto:${s.email}`}>{s.email}</a>, {formatDateTime(s.submittedAt)}
        {s.userId && <> (signed in as user #{s.userId})</>}
      </p>
      <dl className={own.fields}>
        {s.fields.map((f) => (
          <div key={f.name} style={{ display: 'contents' }}>
            <dt>{fieldLabel(f.name)}</dt>
            <dd>{f.value}</dd>
          </div>
        ))}
      </dl>
      <p role="status">
        {s.handled
          ? <>Handled{s.handledByEmail && <> by {s.handledByEmail}</>}{s.handledAt && <>, {formatDateTime(s.handledAt)}</>}.</>
          : 'Open: nobody has handled it yet.'}
      </p>
      {problem && <p role="alert" className="alert alert-error">{problem}</p>}
      <button type="button" className={s.handled ? 'btn btn-quiet' : 'btn btn-primary'} onClick={toggle} disabled={busy}>
        {busy ? 'Saving…' : s.handled ? 'Open it again' : 'Mark handled'}
      </button>
    </div>
  );
}
