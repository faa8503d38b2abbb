import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router';
import type { DigestPageQuery as QueryType } from '../__generated__/DigestPageQuery.graphql';
import { NotFound } from '../app/NotFound';
import { useDisposeOnReplace } from '../app/relay/routeQuery';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { MessagePage } from '../shared/components/MessagePage';
import { formatDate, plural } from '../shared/format';
import styles from './Digest.module.css';

export const DigestPageQuery = graphql`
  query DigestPageQuery($id: ID!) {
    digest(id: $id) {
      id role periodStart periodEnd isEmpty
      sections { kind title items { databaseId title detail at link amount { formatted } } }
    }
  }
`;

/** /digest/:id: what happened on the reader's homes or applications over the digest's period. */
export function DigestPage() {
  const queryRef = useLoaderData() as PreloadedQuery<QueryType> | null;
  return queryRef ? <Digest queryRef={queryRef} /> : <NotFound />;
}

/** The period's last day is the one before its (exclusive) end. */
const lastDay = (end: string) => new Date(Date.parse(end) - 1).toISOString();

function Digest({ queryRef }: { queryRef: PreloadedQuery<QueryType> }) {
  useDisposeOnReplace(queryRef);
  const { digest } = usePreloadedQuery<QueryType>(DigestPageQuery, queryRef);
  useDocumentTitle(digest ? 'Your digest' : 'Page not found');
  if (!digest) return <NotFound />;
  const period = `${formatDate(digest.periodStart)} – ${formatDate(lastDay(digest.periodEnd))}`;
  const about = digest.role === 'MANAGER' ? 'your homes' : 'your applications and bills';
  if (digest.isEmpty) {
    return (
      <div className="page">
        <MessagePage title="A quiet week" icon="search" actions={<Link to={digest.role === 'MANAGER' ? '/manager/overview' : '/applications'} className="btn btn-primary">Go to your overview</Link>}>
          <p>Nothing new happened on {about} from {period}.</p>
        </MessagePage>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <h1>Your digest</h1>
      <p className={styles.period}>What happened on {about}, {period}.</p>
      {digest.sections.map((section) => (
        <section key={section.kind} className={styles.section} aria-labelledby={`digest-${section.kind}`}>
          <h2 id={`digest-${section.kind}`}>
            {section.title} <span className={`muted ${styles.count}`}>{section.items.length === 0 ? 'none' : plural(section.items.length, 'item')}</span>
          </h2>
          {section.items.length > 0 && (
            <ul className={styles.items}>
              {section.items.map((item) => (
                <li key={`${section.kind}-${item.databaseId}-${item.at}`} className={styles.item}>
                  <div className={styles.itemMain}>
                    <Link to={item.link}>{item.title}</Link>
                    {item.detail && <div className="muted">{item.detail}</div>}
                  </div>
                  <div className={styles.meta}>
                    {item.amount && <div>{item.amount.formatted}</div>}
                    <div className="muted">{formatDate(item.at)}</div>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
