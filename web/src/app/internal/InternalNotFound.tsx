import { useDocumentTitle } from '../useDocumentTitle';
import { MessagePage } from '../../shared/components/MessagePage';

/** What non-staff (and unknown staff paths) get: the same words as any missing page, no staff links. */
export function InternalNotFound() {
  useDocumentTitle('Page not found');
  return (
    <div className="page">
      <MessagePage title="We couldn't find that page" icon="search" actions={<a href="/listings" className="btn btn-primary">Browse homes</a>}>
        <p>The link may be old or mistyped.</p>
      </MessagePage>
    </div>
  );
}
