import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link, useSearchParams } from 'react-router';
import type { StaffAuditQuery } from '../__generated__/StaffAuditQuery.graphql';
import internal from '../app/internal/Internal.module.css';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { UserLookup, type LookedUpUser } from '../app/internal/UserLookup';
import { formatDateTime } from '../shared/format';
import styles from './Staff.module.css';

const query = graphql`
  query StaffAuditQuery($filter: AuditLogFilter, $after: String) {
    auditLog(filter: $filter, first: 50, after: $after) {
      edges { node { id occurredAt actorDatabaseId actorName actorEmail actingAsDatabaseId actingAsName actingAsEmail method path status ip summary requestId } }
      pageInfo { hasNextPage endCursor }
    }
  }
`;

const FILTERS = ['actor', 'acting_as', 'from', 'to'] as const;
type Filters = Record<(typeof FILTERS)[number], string>;
const ID = /^[1-9]\d{0,9}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Filters from the address: user ids and days (YYYY-MM-DD, from start of `from` to end of `to`, UTC); anything else is ignored. */
function filterOf(f: Filters) {
  const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();
  return {
    actorId: ID.test(f.actor) ? f.actor : null,
    actingAsId: ID.test(f.acting_as) ? f.acting_as : null,
    from: DAY.test(f.from) ? `${f.from}T00:00:00.000Z` : null,
    to: DAY.test(f.to) ? nextDay(f.to) : null,
  };
}

/** /internal/audit: every staff write and every impersonated request, newest first, filterable. */
export function StaffAudit() {
  useDocumentTitle('Audit log · Staff');
  const [params, setParams] = useSearchParams();
  const current = Object.fromEntries(FILTERS.map((k) => [k, params.get(k) ?? ''])) as Filters;
  const [form, setForm] = useState<Filters>(current);
  // People are picked by name or email; an id from the address shows as itself until changed.
  const known = (id: string): LookedUpUser | null => (ID.test(id) ? { databaseId: id, email: `user ${id}`, name: null, roles: [] } : null);
  const [actor, setActor] = useState<LookedUpUser | null>(known(current.actor));
  const [actingAs, setActingAs] = useState<LookedUpUser | null>(known(current.acting_as));
  const pick = (key: 'actor' | 'acting_as', set: (u: LookedUpUser | null) => void) => (user: LookedUpUser | null) => {
    set(user);
    setForm((f) => ({ ...f, [key]: user?.databaseId ?? '' }));
  };
  const field = (key: keyof Filters, label: string, type: string, hint: string) => (
    <div className="field">
      <label className="field-label" htmlFor={`audit-${key}`}>{label}</label>
      <input id={`audit-${key}`} className="input" type={type} value={form[key]}
        aria-describedby={`audit-${key}-hint`} onChange={(e) => setForm({ ...form, [key]: e.target.value })} />
      <p id={`audit-${key}-hint`} className="field-hint">{hint}</p>
    </div>
  );
  return (
    <div className={internal.page}>
      <h1>Audit log</h1>
      <form aria-label="Filter the audit log" className={styles.searchRow}
        onSubmit={(e) => { e.preventDefault(); setParams(Object.fromEntries(Object.entries(form).filter(([, v]) => v.trim() !== ''))); }}>
        <UserLookup label="Staff member" hint="Who acted." picked={actor} onPick={pick('actor', setActor)} />
        <UserLookup label="Acting as" hint="The user impersonated." picked={actingAs} onPick={pick('acting_as', setActingAs)} />
        {field('from', 'From', 'date', 'First day (UTC).')}
        {field('to', 'To', 'date', 'Last day (UTC).')}
        <button type="submit" className="btn btn-primary">Filter</button>
      </form>
      <Entries filter={filterOf(current)} after={params.get('after')} params={params} />
    </div>
  );
}

function Entries({ filter, after, params }: { filter: ReturnType<typeof filterOf>; after: string | null; params: URLSearchParams }) {
  const data = useLazyLoadQuery<StaffAuditQuery>(query, { filter, after }, { fetchPolicy: 'store-and-network' });
  const entries = data.auditLog.edges.map((e) => e.node);
  if (entries.length === 0) return <p className={styles.section} role="status">Nothing recorded for these filters.</p>;
  const next = data.auditLog.pageInfo.hasNextPage ? data.auditLog.pageInfo.endCursor : null;
  const nextParams = new URLSearchParams(params);
  if (next) nextParams.set('after', next);
  return (
    <div className={`${styles.section} ${styles.tableWrap}`}>
      <table className={styles.table} aria-label="Audit log entries">
        <thead><tr><th scope="col">When</th><th scope="col">Staff member</th><th scope="col">Acting as</th><th scope="col">What</th><th scope="col">From</th></tr></thead>
        <tbody>
          {entries.map((e) => (
            <tr key={e.id}>
              <td>{formatDateTime(e.occurredAt)}</td>
              <td><Link to={`/internal/users/${e.actorDatabaseId}`}>{e.actorName ?? e.actorEmail}</Link></td>
              <td>{e.actingAsDatabaseId ? <Link to={`/internal/users/${e.actingAsDatabaseId}`}>{e.actingAsName ?? e.actingAsEmail}</Link> : '—'}</td>
              <td>{e.summary}<br /><span className="muted">{e.method} {e.path} → {e.status} · request {e.requestId}</span></td>
              <td>{e.ip ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {next && <p><Link to={`?${nextParams}`}>Older entries</Link></p>}
    </div>
  );
}
