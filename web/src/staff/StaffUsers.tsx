import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link, useSearchParams } from 'react-router';
import type { StaffUsersQuery } from '../__generated__/StaffUsersQuery.graphql';
import internal from '../app/internal/Internal.module.css';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { formatDate } from '../shared/format';
import styles from './Staff.module.css';

const query = graphql`
  query StaffUsersQuery($search: String, $after: String) {
    staffUsers(search: $search, first: 25, after: $after) {
      edges { node { databaseId email name roles isStaff createdAt blockedFromCreatingLifecyclesAt } }
      pageInfo { hasNextPage endCursor }
    }
  }
`;

/** /internal/users: find a user by part of their name or email. The search lives in the address, so it can be shared. */
export function StaffUsers() {
  useDocumentTitle('Users · Staff');
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const [text, setText] = useState(search);
  return (
    <div className={internal.page}>
      <h1>Users</h1>
      <form role="search" aria-label="Find users" className={styles.searchRow}
        onSubmit={(e) => { e.preventDefault(); setParams(text.trim() ? { search: text.trim() } : {}); }}>
        <div className="field">
          <label className="field-label" htmlFor="user-search">Name or email</label>
          <input id="user-search" className="input" type="search" value={text} maxLength={100}
            placeholder="Part of a name or email" onChange={(e) => setText(e.target.value)} />
        </div>
        <button type="submit" className="btn btn-primary">Search</button>
      </form>
      <Results search={search} after={params.get('after')} />
    </div>
  );
}

function Results({ search, after }: { search: string; after: string | null }) {
  const data = useLazyLoadQuery<StaffUsersQuery>(query, { search: search || null, after }, { fetchPolicy: 'store-and-network' });
  const users = data.staffUsers.edges.map((e) => e.node);
  if (users.length === 0) return <p className={styles.section} role="status">{search ? `Nobody matches “${search}”.` : 'No users yet.'}</p>;
  const next = data.staffUsers.pageInfo.hasNextPage && data.staffUsers.pageInfo.endCursor;
  return (
    <div className={`${styles.section} ${styles.tableWrap}`}>
      <table className={styles.table} aria-label="Users found">
        <thead><tr><th scope="col">Name</th><th scope="col">Email</th><th scope="col">Roles</th><th scope="col">Joined</th></tr></thead>
        <tbody>
          {users.map((u) => (
            <tr key={u.databaseId}>
              <td><Link to={`/internal/users/${u.databaseId}`}>{u.name ?? '(no name)'}</Link></td>
              <td className={styles.email}>{u.email}</td>
              <td>
                {[...u.roles.map((r) => r.toLowerCase()), ...(u.isStaff ? ['staff'] : [])].join(', ')}
                {u.blockedFromCreatingLifecyclesAt && <> · <strong>blocked</strong></>}
              </td>
              <td>{formatDate(u.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {next && <p><Link to={`?${new URLSearchParams({ ...(search ? { search } : {}), after: next })}`}>Next page</Link></p>}
    </div>
  );
}
