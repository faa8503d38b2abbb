import { Link } from 'react-router';
import { BRAND_NAME } from '../../../common/brand';
import { MessagePage } from '../shared/components/MessagePage';
import { PageMeta } from './meta/PageMeta';
import { useHttpStatus } from './meta/HttpStatus';

export function NotFound() {
  useHttpStatus(404);
  return (
    <div className="page">
      <PageMeta title="Page not found" description={`The page you asked for is not on ${BRAND_NAME}. Browse rooms in shared homes instead.`} />
      <MessagePage title="We couldn't find that page" icon="search" actions={<Link to="/listings" className="btn btn-primary">Browse homes</Link>}>
        <p>The link may be old or mistyped.</p>
      </MessagePage>
    </div>
  );
}
