import { useCallback, useId, useState } from 'react';
import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router';
import type { PromoteListings_viewer$key } from '../../__generated__/PromoteListings_viewer.graphql';
import type { PromoteListingsQuery as QueryType } from '../../__generated__/PromoteListingsQuery.graphql';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { LoadMore } from '../../shared/components/LoadMore';
import { MessagePage } from '../../shared/components/MessagePage';
import { useDisposeOnReplace } from '../../app/relay/routeQuery';
import styles from './PromoteListings.module.css';

export const PromoteListingsQuery = graphql`
  query PromoteListingsQuery {
    viewer { ...PromoteListings_viewer }
  }
`;

const PAGE = 50;

const TIPS = [
  'Share the link in local housing groups, university boards and with your network.',
  'Homes with six or more photos and a full description get more applications.',
  'Keep availability dates current: renters filter by move-in date.',
  'Answer applicants quickly; the first good applicant often takes the room.',
];

/** /manager/promote-listings: what makes a listing do well, and a share link per listed home. */
export function PromoteListings() {
  const queryRef = useLoaderData() as PreloadedQuery<QueryType>;
  useDisposeOnReplace(queryRef);
  const { viewer } = usePreloadedQuery<QueryType>(PromoteListingsQuery, queryRef);
  useDocumentTitle('Promote listings');
  return <ListedHomes viewer={viewer} />;
}

function ListedHomes({ viewer }: { viewer: PromoteListings_viewer$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(graphql`
    fragment PromoteListings_viewer on Viewer
    @refetchable(queryName: "PromoteListingsPaginationQuery")
    @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" }) {
      managedBuildings(first: $count, after: $cursor) @connection(key: "PromoteListings_managedBuildings") {
        edges { node { id databaseId title management { status } } }
      }
    }
  `, viewer);
  const onLoadMore = useCallback(() => {
    if (!hasNext || isLoadingNext) return;
    loadNext(PAGE);
  }, [hasNext, isLoadingNext, loadNext]);
  // Every home, page by page: the listed ones may be anywhere among them.
  const listed = data.managedBuildings.edges.map((e) => e.node).filter((h) => h.management?.status === 'LISTED');
  if (listed.length === 0 && !hasNext) {
    return (
      <MessagePage title="Nothing to promote yet" actions={<Link className="btn btn-primary" to="/manager/listings">Go to your listings</Link>}>
        <p>Once one of your homes is listed, its share link appears here.</p>
      </MessagePage>
    );
  }
  return (
    <div className={`page ${styles.page}`}>
      <h1>Promote listings</h1>
      <section className={`card ${styles.tips}`} aria-labelledby="tips-heading">
        <h2 id="tips-heading">What brings applicants</h2>
        <ul>{TIPS.map((t) => <li key={t}>{t}</li>)}</ul>
      </section>
      <h2>Your listed homes</h2>
      <ul className={styles.list} aria-label="Your listed homes">
        {listed.map((home) => <li key={home.id}><ShareLink title={home.title} databaseId={home.databaseId} /></li>)}
      </ul>
      <LoadMore hasNext={hasNext} isLoading={isLoadingNext} onLoadMore={onLoadMore} label="Show more homes" />
    </div>
  );
}

function ShareLink({ title, databaseId }: { title: string; databaseId: string }) {
  const url = `${window.location.origin}/listings/id/${databaseId}`;
  const id = useId();
  const [copied, setCopied] = useState(false);
  const copy = () => navigator.clipboard?.writeText(url).then(() => setCopied(true), () => setCopied(false));
  return (
    <article className={`card ${styles.home}`} aria-label={title}>
      <h3>{title}</h3>
      <label className="field-label" htmlFor={id}>Share link</label>
      <div className={styles.share}>
        <input id={id} className="input" readOnly value={url} onFocus={(e) => e.target.select()} />
        <button type="button" className="btn" onClick={copy} aria-label={`Copy the link to ${title}`}>Copy link</button>
        <a className="btn btn-quiet" href={`mailto:?subject=${encodeURIComponent(`Room for rent: ${title}`)}&body=${encodeURIComponent(url)}`}>Share by email</a>
      </div>
      {copied && <p role="status" className="muted">Link copied.</p>}
    </article>
  );
}
