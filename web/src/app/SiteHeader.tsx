import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useLocation } from 'react-router';
import type { FinishGuarantorScreeningButton_viewer$key } from '../__generated__/FinishGuarantorScreeningButton_viewer.graphql';
import type { NotificationBell_viewer$key } from '../__generated__/NotificationBell_viewer.graphql';
import type { SiteHeader_viewer$key } from '../__generated__/SiteHeader_viewer.graphql';
import { Icon } from '../shared/components/Icon';
import { BackArrow } from './BackArrow';
import { GuestNav } from './GuestNav';
import { Logo } from './Logo';
import { MainNav } from './MainNav';
import { backArrowParent } from './navigation';
import styles from './SiteHeader.module.css';
import { useStickyHeaderHeight } from './useStickyHeaderHeight';

// Signed-in people only (main.tsx starts loading it early for them): a guest's first screen does not carry it.
const AccountMenu = lazy(async () => ({ default: (await import('./AccountMenu')).AccountMenu }));

/**
 * What the signed-in header shows from product areas. The shell knows no area, so
 * the route table (web/src/routes.tsx) hands these in; the header's fragment spreads
 * their fragments, so the one header query still fetches what they read.
 */
export interface HeaderSlots {
  /** The number of unread notifications and their list (notifications/). */
  NotificationBell: ComponentType<{ viewer: NotificationBell_viewer$key }>;
  /** The strip under the bar for a guarantor with a step open (onboarding/guarantor/). */
  FinishGuarantorScreeningButton: ComponentType<{ viewer: FinishGuarantorScreeningButton_viewer$key }>;
}

export function SiteHeader({ viewer, slots }: { viewer: SiteHeader_viewer$key; slots: HeaderSlots }) {
  const { NotificationBell, FinishGuarantorScreeningButton } = slots;
  const data = useFragment(
    graphql`
      fragment SiteHeader_viewer on Viewer {
        isGuest
        ...MainNav_viewer
        ...AccountMenu_viewer
        ...FinishGuarantorScreeningButton_viewer
        ...NotificationBell_viewer
      }
    `,
    viewer,
  );
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const back = backArrowParent(pathname);

  // The phone menu closes when a link in it is followed, or on Escape.
  useEffect(() => setMenuOpen(false), [pathname]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setMenuOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <HeaderFrame
      start={back ? <BackArrow parent={back} /> : <Logo />}
      twoRows={!data.isGuest}
      below={!data.isGuest && <FinishGuarantorScreeningButton viewer={data} />}
    >
      <button
        type="button"
        className={styles.menuButton}
        aria-expanded={menuOpen}
        aria-controls="site-menu"
        onClick={() => setMenuOpen((open) => !open)}
      >
        <Icon name={menuOpen ? 'close' : 'menu'} size={22} />
        <span>Menu</span>
      </button>
      <div id="site-menu" className={`${styles.menu} ${menuOpen ? styles.menuOpen : ''}`}>
        {data.isGuest ? (
          <GuestNav pathname={pathname} />
        ) : (
          <>
            <MainNav viewer={data} />
            <Suspense fallback={null}>
              <AccountMenu viewer={data} />
            </Suspense>
          </>
        )}
      </div>
      {/* Outside the phone menu, so the number is always in sight. */}
      {!data.isGuest && <NotificationBell viewer={data} />}
    </HeaderFrame>
  );
}

/**
 * The header bar; also drawn (logo only) while the viewer is loading, so nothing
 * jumps. Signed-in navigation can have nine links, so on desktop it gets its own row.
 */
export function HeaderFrame({ start, children, twoRows = false, below }: {
  start: React.ReactNode;
  children?: React.ReactNode;
  twoRows?: boolean;
  /** A strip under the bar (the Finish Guarantor Screening button). */
  below?: React.ReactNode;
}) {
  const header = useRef<HTMLElement>(null);
  useStickyHeaderHeight(header);
  return (
    <header ref={header} className={styles.header}>
      <div className={`${styles.bar} ${twoRows ? styles.twoRows : ''}`}>
        {start}
        {children}
      </div>
      {below}
    </header>
  );
}
