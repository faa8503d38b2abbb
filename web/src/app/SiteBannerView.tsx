import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Icon } from '../shared/components/Icon';
import styles from './SiteBanner.module.css';

/** Where a browser remembers the key of the banner it dismissed. */
export const DISMISSED_BANNER_KEY = 'hearth.siteBanner.dismissed';

function dismissedKey(): string | null {
  try {
    return window.localStorage.getItem(DISMISSED_BANNER_KEY);
  } catch {
    return null;
  }
}

export interface SiteBannerContent {
  dismissKey: string;
  text: string;
  link: string | null | undefined;
}

/**
 * The deployment's banner (SITE_BANNER), above the header of public pages, until
 * dismissed. The dismissal is remembered per browser by the banner's key, so a new
 * banner shows again. Shown only after the browser's memory is read (an effect): the
 * server never renders it, and nobody sees a dismissed banner flash. Its code loads
 * only when a banner is configured (SiteBanner.tsx).
 */
export function SiteBannerView({ siteBanner }: { siteBanner: SiteBannerContent }) {
  const key = siteBanner.dismissKey;
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    setVisible(dismissedKey() !== key);
  }, [key]);

  if (!visible) return null;
  const dismiss = () => {
    try {
      window.localStorage.setItem(DISMISSED_BANNER_KEY, siteBanner.dismissKey);
    } catch {
      // Private modes may refuse storage: the banner still goes away for this visit.
    }
    setVisible(false);
  };
  const link = siteBanner.link ?? null;
  return (
    <div className={styles.banner} role="region" aria-label="Announcement">
      <p className={styles.text}>
        {link === null ? (
          siteBanner.text
        ) : link.startsWith('/') ? (
          <Link to={link}>{siteBanner.text}</Link>
        ) : (
          <a href={link} rel="noopener noreferrer">{siteBanner.text}</a>
        )}
      </p>
      <button type="button" className={styles.close} onClick={dismiss} aria-label="Dismiss announcement">
        <Icon name="close" size={18} />
      </button>
    </div>
  );
}
