import { Link, useMatches } from 'react-router';
import { MessagePage } from '../shared/components/MessagePage';
import styles from './ComingSoon.module.css';
import { useDocumentTitle } from './useDocumentTitle';

export interface ComingSoonHandle {
  title: string;
}

/**
 * Every route of spec §2 that a later milestone builds renders this, inside the
 * layout, so a link never ends on a 404.
 */
export function ComingSoon() {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as ComingSoonHandle | undefined;
  const title = handle?.title ?? 'This page';
  useDocumentTitle(title);
  return (
    <div className="page">
      <MessagePage
        title={title}
        icon="tools"
        actions={<Link to="/listings" className="btn btn-primary">Browse homes</Link>}
      >
        <p>
          <strong className={styles.badge}>Coming soon</strong>
        </p>
        <p>We're still building this part of Hearth. Everything you can do today starts with finding a room.</p>
      </MessagePage>
    </div>
  );
}
