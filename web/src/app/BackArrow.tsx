import { useLocation, useNavigate } from 'react-router';
import { Icon } from '../shared/components/Icon';
import styles from './SiteHeader.module.css';

/**
 * Spec §2: goes back in history when the user got here inside the app, else to
 * the parent page (a link opened from an email has no in-app history).
 */
export function BackArrow({ parent }: { parent: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  // react-router gives the first entry of a session the key "default".
  const cameFromApp = location.key !== 'default';
  return (
    <button type="button" className={styles.back} onClick={() => (cameFromApp ? navigate(-1) : navigate(parent))}>
      <Icon name="back" size={22} />
      <span>Back</span>
    </button>
  );
}
