import { useEffect, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link, useLocation } from 'react-router';
import type { AccountMenu_viewer$key } from '../__generated__/AccountMenu_viewer.graphql';
import { Icon } from '../shared/components/Icon';
import { homePathForRole, userRoleFromGraphQL } from './relay/routeRole';
import { useAssumeUserRoleMutation } from './session/useAssumeUserRoleMutation';
import { useLogOutMutation } from './session/useLogOutMutation';
import styles from './AccountMenu.module.css';

const ROLE_NAMES = { tenant: 'Renter', manager: 'Homeowner', vendor: 'Vendor' } as const;

/** The signed-in user's menu: who they are, role switches (spec §6), log out. (Profile is in the navigation.) */
export function AccountMenu({ viewer }: { viewer: AccountMenu_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment AccountMenu_viewer on Viewer {
        currentRole
        isStaff
        user {
          firstName
          email
        }
        roleSwitches {
          role
          label
        }
      }
    `,
    viewer,
  );
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const [assume, isSwitching] = useAssumeUserRoleMutation();
  const [logOut, isLoggingOut] = useLogOutMutation();

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => root.current?.contains(e.target as Node) || setOpen(false);
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const name = data.user?.firstName || data.user?.email || 'Account';
  const currentRole = userRoleFromGraphQL(data.currentRole);

  return (
    <div className={styles.account} ref={root}>
      <button type="button" className={styles.toggle} aria-expanded={open} aria-controls="account-panel" onClick={() => setOpen((o) => !o)}>
        <span className={styles.avatar} aria-hidden="true">{name.charAt(0).toUpperCase()}</span>
        <span className={styles.name}>{name}</span>
        <Icon name="chevron" size={16} />
      </button>
      <div id="account-panel" className={`${styles.panel} ${open ? styles.open : ''}`}>
        <p className={styles.who}>
          <span className={styles.email}>{data.user?.email}</span>
          {currentRole && <span className={styles.role}>{ROLE_NAMES[currentRole]} account</span>}
        </p>
        <ul className={styles.items}>
          {data.roleSwitches.map((offer) => {
            const role = userRoleFromGraphQL(offer.role);
            return (
              role && (
                <li key={role}>
                  <button type="button" className={styles.item} disabled={isSwitching} onClick={() => assume(role, homePathForRole(role))}>
                    {offer.label}
                  </button>
                </li>
              )
            );
          })}
          {/* API tokens and webhooks are for homeowners' and vendors' scripts (and staff); the spec's renter navigation has no Developers page. */}
          {(currentRole !== 'tenant' || data.isStaff) && <li><Link className={styles.item} to="/developers">Developers</Link></li>}
          {data.isStaff && <li><Link className={styles.item} to="/internal">Staff area</Link></li>}
          <li>
            <button type="button" className={styles.item} disabled={isLoggingOut} onClick={logOut}>
              {isLoggingOut ? 'Logging out…' : 'Log out'}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
