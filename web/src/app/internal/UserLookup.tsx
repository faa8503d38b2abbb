import { useEffect, useId, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { UserLookupQuery, UserLookupQuery$data } from '../../__generated__/UserLookupQuery.graphql';
import styles from './UserLookup.module.css';

const query = graphql`
  query UserLookupQuery($search: String!) {
    staffUsers(search: $search, first: 8) { edges { node { databaseId email name roles } } }
  }
`;

export type LookedUpUser = UserLookupQuery$data['staffUsers']['edges'][number]['node'];

interface Props {
  label: string;
  /** Shown under the field, e.g. who may be picked. */
  hint?: string;
  error?: string;
  picked: LookedUpUser | null;
  onPick(user: LookedUpUser | null): void;
}

/** Type part of a name or email, pick one of the users found (staff only: built on staffUsers). */
export function UserLookup({ label, hint, error, picked, onPick }: Props) {
  const environment = useRelayEnvironment();
  const id = useId();
  const [text, setText] = useState('');
  const [found, setFound] = useState<LookedUpUser[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const search = text.trim();
    if (picked || search.length < 2) {
      setFound(null);
      return undefined;
    }
    // Asked once typing pauses, not on every key.
    const timer = window.setTimeout(() => {
      fetchQuery<UserLookupQuery>(environment, query, { search }).toPromise()
        .then((data) => { setFailed(false); setFound(data ? data.staffUsers.edges.map((e) => e.node) : []); })
        .catch(() => setFailed(true));
    }, 250);
    return () => window.clearTimeout(timer);
  }, [environment, text, picked]);

  if (picked) {
    return (
      <div className="field">
        <span className="field-label" id={`${id}-label`}>{label}</span>
        <p aria-labelledby={`${id}-label`}>
          <strong>{picked.name ?? picked.email}</strong> ({picked.email}, user {picked.databaseId}){' '}
          <button type="button" className="btn btn-quiet" onClick={() => { onPick(null); setText(''); }}>Change</button>
        </p>
      </div>
    );
  }
  const describedBy = [error ? `${id}-error` : '', hint && !error ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>{label}</label>
      <input id={id} className="input" type="search" autoComplete="off" value={text} placeholder="Part of a name or email"
        aria-invalid={error ? true : undefined} aria-describedby={describedBy} onChange={(e) => setText(e.target.value)} />
      {hint && !error && <p id={`${id}-hint`} className="field-hint">{hint}</p>}
      {error && <p id={`${id}-error`} className="field-error">{error}</p>}
      {failed && <p className="field-error" role="alert">Could not search users. Try again.</p>}
      {found && found.length === 0 && <p className="muted" role="status">Nobody matches “{text.trim()}”.</p>}
      {found && found.length > 0 && (
        <ul className={styles.lookupList} aria-label={`Users matching ${text.trim()}`}>
          {found.map((user) => (
            <li key={user.databaseId}>
              <button type="button" onClick={() => onPick(user)}>
                {user.name ?? '(no name)'} · {user.email} · {user.roles.map((r) => r.toLowerCase()).join(', ')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
