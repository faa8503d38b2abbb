import { useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { BRAND_NAME } from '../../../../common/brand';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { browserCredentials } from '../../app/relay/credentials';
import { pageAfterSignIn } from '../../app/relay/loginRedirect';
import { userRoleFromGraphQL } from '../../app/relay/routeRole';
import type { SignedInSession } from './authCallbacks';
import styles from './Login.module.css';
import { LogInForm } from './LogInForm';
import { OtherWaysToSignIn } from './OtherWaysToSignIn';
import { RegisterForm } from './RegisterForm';

type Tab = 'login' | 'register';
const TABS: Array<[Tab, string]> = [['login', 'Log in'], ['register', 'Create account']];

const ROLE_PARAM: Record<string, 'TENANT' | 'MANAGER' | 'VENDOR'> = { homeowner: 'MANAGER', manager: 'MANAGER', renter: 'TENANT', tenant: 'TENANT', vendor: 'VENDOR' };

/** /login and /vendor-login: email login with a role, and registration (spec §3 login payloads). */
export function Login() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const [tab, setTab] = useState<Tab>(params.get('tab') === 'register' ? 'register' : 'login');
  // An email that already has an account, carried from the register tab to log in.
  const [carriedEmail, setCarriedEmail] = useState('');
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ login: null, register: null });
  // `?role=homeowner` (or manager, vendor, renter) preselects the role a page sent the visitor for, e.g. /list.
  const defaultRole = pathname === '/vendor-login' ? 'VENDOR' : (ROLE_PARAM[params.get('role') ?? ''] ?? 'TENANT');
  useDocumentTitle(tab === 'login' ? 'Log in' : 'Create an account');

  // A full page load: every query is fetched again as the signed-in user. Without a
  // page to return to, each role lands on its home (a manager on the overview).
  const onSignedIn = (session: SignedInSession) => {
    browserCredentials.save(session);
    window.location.assign(pageAfterSignIn(params.get('desired_page'), userRoleFromGraphQL(session.userRole)));
  };

  // Arrow keys move between the two tabs (WAI-ARIA tabs pattern).
  const onTabKey = (e: React.KeyboardEvent) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    const next: Tab = tab === 'login' ? 'register' : 'login';
    setTab(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className={`page ${styles.wrap}`}>
      <div className={`card ${styles.card}`}>
        <h1 className={styles.title}>{tab === 'login' ? `Welcome back to ${BRAND_NAME}` : `Join ${BRAND_NAME}`}</h1>
        <div role="tablist" aria-label="Log in or create an account" className={styles.tabs} onKeyDown={onTabKey}>
          {TABS.map(([value, label]) => (
            <button
              key={value}
              ref={(el) => {
                tabRefs.current[value] = el;
              }}
              type="button"
              role="tab"
              id={`tab-${value}`}
              aria-selected={tab === value}
              aria-controls={`panel-${value}`}
              tabIndex={tab === value ? 0 : -1}
              className={styles.tab}
              onClick={() => setTab(value)}
            >
              {label}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className={styles.panel}>
          {tab === 'login'
            ? <LogInForm defaultRole={defaultRole} defaultEmail={carriedEmail} onSignedIn={onSignedIn} />
            : <RegisterForm defaultRole={defaultRole} onSignedIn={onSignedIn} onLogInInstead={(email) => {
              setCarriedEmail(email);
              setTab('login');
              tabRefs.current.login?.focus();
            }} />}
        </div>
        <OtherWaysToSignIn defaultRole={defaultRole} desiredPage={params.get('desired_page')} />
        <p className={styles.aside}>
          Just looking? <Link to="/listings">Browse homes without an account</Link>.
        </p>
      </div>
    </div>
  );
}
