import { Link } from 'react-router';
import { MessagePage } from '../shared/components/MessagePage';
import { useDocumentTitle } from './useDocumentTitle';

export function NotFound() {
  useDocumentTitle('Page not found');
  return (
    <div className="page">
      <MessagePage title="We couldn't find that page" icon="search" actions={<Link to="/listings" className="btn btn-primary">Browse homes</Link>}>
        <p>The link may be old or mistyped.</p>
      </MessagePage>
    </div>
  );
}
