import { graphql, useFragment } from 'react-relay';
import type { AccountAccessSection_viewer$key } from '../../__generated__/AccountAccessSection_viewer.graphql';
import { formatDateTime } from '../../shared/format';

/** /profile: "Staff access to your account": who at Hearth acted as you, when and why (docs/staff.md). */
export function AccountAccessSection({ viewer }: { viewer: AccountAccessSection_viewer$key }) {
  const data = useFragment(graphql`
    fragment AccountAccessSection_viewer on Viewer {
      accountAccess { staffFirstName reason startedAt endedAt }
    }
  `, viewer);
  return (
    <section aria-labelledby="account-access-heading" className="card" style={{ padding: 'var(--space-4)', marginTop: 'var(--space-5)' }}>
      <h2 id="account-access-heading">Staff access to your account</h2>
      {data.accountAccess.length === 0 ? (
        <p className="muted">No Hearth staff member has acted as you.</p>
      ) : (
        <ul>
          {data.accountAccess.map((a) => (
            <li key={a.startedAt}>
              <strong>{a.staffFirstName}</strong> from Hearth support, {formatDateTime(a.startedAt)}
              {a.endedAt ? ` to ${formatDateTime(a.endedAt)}` : ''}: “{a.reason}”
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
