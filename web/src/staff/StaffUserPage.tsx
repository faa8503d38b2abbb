import { useState } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { Link, useParams } from 'react-router';
import type { StaffUserPageBlockMutation } from '../__generated__/StaffUserPageBlockMutation.graphql';
import type { StaffUserPageDemoCallMutation } from '../__generated__/StaffUserPageDemoCallMutation.graphql';
import type { StaffUserPageQuery, StaffUserPageQuery$data } from '../__generated__/StaffUserPageQuery.graphql';
import internal from '../app/internal/Internal.module.css';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { formatDate, formatDateTime } from '../shared/format';
import { ImpersonateForm } from './ImpersonateForm';
import styles from './Staff.module.css';

const query = graphql`
  query StaffUserPageQuery($id: ID!) {
    staffUser(databaseId: $id) { ...StaffUserPage_page @relay(mask: false) }
  }
`;

graphql`
  fragment StaffUserPage_page on StaffUserPage {
    user { id databaseId email firstName lastName name roles isStaff createdAt blockedFromCreatingLifecyclesAt }
    phoneNumber emailVerifiedAt managerOnboardingDemoCallStatus
    homes { databaseId title street city relation }
    applications { databaseId buildingTitle state applicationType moveInDate moveOutDate createdAt }
    invoices { databaseId description amount { formatted } dueDate paymentStatus stripeInvoiceId }
    tickets { databaseId title status createdAt }
    resolutionCases { databaseId kind status createdAt }
    serviceProviders { databaseId name }
    staffAccess { staffFirstName reason startedAt endedAt }
  }
`;

const blockMutation = graphql`
  mutation StaffUserPageBlockMutation($input: SetUserLifecycleBlockInput!) {
    setUserLifecycleBlock(input: $input) { userPage { user { id blockedFromCreatingLifecyclesAt } } userErrors { message } }
  }
`;

const demoCallMutation = graphql`
  mutation StaffUserPageDemoCallMutation($input: SetManagerDemoCallStatusInput!) {
    setManagerDemoCallStatus(input: $input) { userPage { ...StaffUserPage_page @relay(mask: false) } userErrors { message } }
  }
`;

type Page = NonNullable<StaffUserPageQuery$data['staffUser']>;
const words = (value: string) => value.toLowerCase().replace(/_/g, ' ');

/** /internal/users/:userId: everything about one user on one page, and what staff may do about them. */
export function StaffUserPage() {
  const { userId = '' } = useParams();
  const data = useLazyLoadQuery<StaffUserPageQuery>(query, { id: userId }, { fetchPolicy: 'store-and-network' });
  const page = data.staffUser;
  useDocumentTitle(page ? `${page.user.name ?? page.user.email} · Staff` : 'User not found · Staff');
  if (!page) {
    return <div className={internal.page}><h1>User not found</h1><p><Link to="/internal/users">Find users</Link></p></div>;
  }
  const { user } = page;
  return (
    <div className={internal.page}>
      <p><Link to="/internal/users">← Users</Link></p>
      <h1>{user.name ?? user.email}</h1>
      <dl className={styles.facts}>
        <dt>Email</dt><dd>{user.email}{page.emailVerifiedAt ? ' (confirmed)' : ' (not confirmed)'}</dd>
        <dt>User id</dt><dd>{user.databaseId}</dd>
        {page.phoneNumber && <><dt>Phone</dt><dd>{page.phoneNumber}</dd></>}
        <dt>Joined</dt><dd>{formatDate(user.createdAt)}</dd>
      </dl>
      <section className={styles.section} aria-labelledby="roles-heading">
        <h2 id="roles-heading">Roles</h2>
        <p>{[...user.roles.map(words), ...(user.isStaff ? ['Hearth staff'] : [])].join(', ')}</p>
      </section>
      <div className={`${styles.section} ${styles.actions}`}>
        <BlockControl page={page} />
        <DemoCallControl page={page} />
        {!user.isStaff && <ImpersonateForm userId={user.databaseId} name={user.name ?? user.email} />}
      </div>
      <Homes page={page} />
      <Applications page={page} />
      <Invoices page={page} />
      <Tickets page={page} />
      <Cases page={page} />
      {page.serviceProviders.length > 0 && (
        <section className={styles.section} aria-labelledby="providers-heading">
          <h2 id="providers-heading">Service companies</h2>
          <ul>{page.serviceProviders.map((p) => <li key={p.databaseId}>{p.name}</li>)}</ul>
        </section>
      )}
      <StaffAccess page={page} />
    </div>
  );
}

function BlockControl({ page }: { page: Page }) {
  const [commit, saving] = useMutation<StaffUserPageBlockMutation>(blockMutation);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const blocked = page.user.blockedFromCreatingLifecyclesAt !== null;
  const change = () => commit({
    variables: { input: { userId: page.user.databaseId, blocked: !blocked } },
    onCompleted: ({ setUserLifecycleBlock: payload }) => {
      setConfirming(false);
      setError(payload.userErrors.map((e) => e.message).join(' ') || null);
    },
    onError: () => setError('Could not save. Try again.'),
  });
  return (
    <section className={`card ${internal.panel}`} aria-labelledby="block-heading">
      <h2 id="block-heading">Applications</h2>
      <p>{blocked ? `Blocked from applying since ${formatDate(page.user.blockedFromCreatingLifecyclesAt!)}.` : 'May apply for rooms.'}</p>
      {error && <p className="alert alert-error" role="alert">{error}</p>}
      {confirming ? (
        <div role="group" aria-label="Confirm">
          <p>{blocked ? 'Allow this user to apply for rooms again?' : 'Block this user from applying for rooms? Their existing applications stay.'}</p>
          <button type="button" className="btn btn-primary" disabled={saving} onClick={change}>{blocked ? 'Yes, unblock' : 'Yes, block'}</button>{' '}
          <button type="button" className="btn" onClick={() => setConfirming(false)}>Cancel</button>
        </div>
      ) : (
        <button type="button" className="btn" onClick={() => setConfirming(true)}>{blocked ? 'Unblock…' : 'Block from applying…'}</button>
      )}
    </section>
  );
}

const DEMO_CALL = [
  ['DEMO_CALL_NEEDED', 'Demo call needed'], ['DEMO_CALL_COMPLETED', 'Demo call completed'], ['DEMO_CALL_SKIPPED', 'Demo call skipped'],
] as const;
type DemoCall = (typeof DEMO_CALL)[number][0];

function DemoCallControl({ page }: { page: Page }) {
  const [commit, saving] = useMutation<StaffUserPageDemoCallMutation>(demoCallMutation);
  const [status, setStatus] = useState<string>(page.managerOnboardingDemoCallStatus ?? '');
  const [note, setNote] = useState<string | null>(null);
  const save = () => commit({
    variables: { input: { userId: page.user.databaseId, status: status as DemoCall } },
    onCompleted: ({ setManagerDemoCallStatus: payload }) => setNote(payload.userErrors.map((e) => e.message).join(' ') || 'Saved.'),
    onError: () => setNote('Could not save. Try again.'),
  });
  return (
    <section className={`card ${internal.panel}`} aria-labelledby="demo-heading">
      <h2 id="demo-heading">Manager onboarding</h2>
      <div className="field">
        <label className="field-label" htmlFor="demo-call">Demo call status</label>
        <select id="demo-call" className="input" value={status} onChange={(e) => { setStatus(e.target.value); setNote(null); }}>
          <option value="" disabled>Not a manager yet</option>
          {DEMO_CALL.map(([value, label]) => <option key={value} value={value}>{label}</option>)}
        </select>
      </div>
      <button type="button" className="btn" disabled={saving || status === '' || status === page.managerOnboardingDemoCallStatus} onClick={save}>
        Save status
      </button>
      {note && <p role="status">{note}</p>}
    </section>
  );
}

function Homes({ page }: { page: Page }) {
  return (
    <section className={styles.section} aria-labelledby="homes-heading">
      <h2 id="homes-heading">Homes</h2>
      {page.homes.length === 0 ? <p className="muted">Manages no homes.</p> : (
        <ul>{page.homes.map((h) => <li key={h.databaseId}>{h.title}, {h.street}, {h.city} ({words(h.relation)})</li>)}</ul>
      )}
    </section>
  );
}

function Applications({ page }: { page: Page }) {
  return (
    <section className={`${styles.section} ${styles.tableWrap}`} aria-labelledby="applications-heading">
      <h2 id="applications-heading">Applications</h2>
      {page.applications.length === 0 ? <p className="muted">No applications.</p> : (
        <table className={styles.table}>
          <thead><tr><th scope="col">Home</th><th scope="col">State</th><th scope="col">Stay</th><th scope="col">Applied</th></tr></thead>
          <tbody>{page.applications.map((a) => (
            <tr key={a.databaseId}>
              <td>{a.buildingTitle ?? '—'}</td><td>{words(a.state)}</td>
              <td>{formatDate(a.moveInDate)} – {formatDate(a.moveOutDate)}</td><td>{formatDate(a.createdAt)}</td>
            </tr>
          ))}</tbody>
        </table>
      )}
    </section>
  );
}

function Invoices({ page }: { page: Page }) {
  return (
    <section className={`${styles.section} ${styles.tableWrap}`} aria-labelledby="invoices-heading">
      <h2 id="invoices-heading">Invoices</h2>
      {page.invoices.length === 0 ? <p className="muted">No invoices.</p> : (
        <table className={styles.table}>
          <thead><tr><th scope="col">Invoice</th><th scope="col">Amount</th><th scope="col">Due</th><th scope="col">Status</th></tr></thead>
          <tbody>{page.invoices.map((i) => (
            <tr key={i.databaseId}>
              <td>{i.description}{i.stripeInvoiceId && <span className="muted"> · {i.stripeInvoiceId}</span>}</td>
              <td>{i.amount.formatted}</td><td>{formatDate(i.dueDate)}</td><td>{words(i.paymentStatus)}</td>
            </tr>
          ))}</tbody>
        </table>
      )}
    </section>
  );
}

function Tickets({ page }: { page: Page }) {
  return (
    <section className={styles.section} aria-labelledby="tickets-heading">
      <h2 id="tickets-heading">Tickets</h2>
      {page.tickets.length === 0 ? <p className="muted">No tickets.</p> : (
        <ul>{page.tickets.map((t) => <li key={t.databaseId}>{t.title} · {words(t.status)} · {formatDate(t.createdAt)}</li>)}</ul>
      )}
    </section>
  );
}

function Cases({ page }: { page: Page }) {
  return (
    <section className={styles.section} aria-labelledby="cases-heading">
      <h2 id="cases-heading">Resolution cases</h2>
      {page.resolutionCases.length === 0 ? <p className="muted">No cases.</p> : (
        <ul>{page.resolutionCases.map((c) => (
          <li key={c.databaseId}>
            <Link to={`/internal/resolution-cases/${c.databaseId}`}>{words(c.kind)}</Link> · {words(c.status)} · {formatDate(c.createdAt)}
          </li>
        ))}</ul>
      )}
    </section>
  );
}

function StaffAccess({ page }: { page: Page }) {
  return (
    <section className={styles.section} aria-labelledby="access-heading">
      <h2 id="access-heading">Staff access</h2>
      {page.staffAccess.length === 0 ? <p className="muted">No staff member has acted as this user.</p> : (
        <ul>{page.staffAccess.map((a) => (
          <li key={a.startedAt}>{a.staffFirstName}, {formatDateTime(a.startedAt)}{a.endedAt ? ` – ${formatDateTime(a.endedAt)}` : ' (not stopped)'}: {a.reason}</li>
        ))}</ul>
      )}
    </section>
  );
}
