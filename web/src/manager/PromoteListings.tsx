import { useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router';
import type { PromoteListingsQuery as QueryType } from '../__generated__/PromoteListingsQuery.graphql';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { MessagePage } from '../components/MessagePage';
import { useDisposeOnReplace } from '../relay/routeQuery';
import styles from './listings/ManagerListings.module.css';

export const PromoteListingsQuery = graphql`
  query PromoteListingsQuery {
    viewer { managedBuildings(first: 50) { edges { node { id databaseId title numBedrooms management { status } } } } }
  }
`;

const TIPS = [
  'Share the link in local housing groups, university boards and with your network.',
  'Homes with six or more photos and a full description get more applications.',
  'Keep availability dates current: renters filter by move-in date.',
  'Answer applicants quickly; the first good applicant often takes the room.',
];

/** /manager/promote-listings: a share link per listed home, and what makes a listing do well. */
export function PromoteListings() {
  const queryRef = useLoaderData() as PreloadedQuery<QueryType>;
  useDisposeOnReplace(queryRef);
  const { viewer } = usePreloadedQuery<QueryType>(PromoteListingsQuery, queryRef);
  useDocumentTitle('Promote listings');
  const listed = viewer.managedBuildings.edges.map((e) => e.node).filter((h) => h.management?.status === 'LISTED');
  if (listed.length === 0) {
    return (
      <MessagePage title="Nothing to promote yet" actions={<Link className="btn btn-primary" to="/manager/listings">Go to your listings</Link>}>
        <p>Once one of your homes is listed, its share link appears here.</p>
      </MessagePage>
    );
  }
  return (
    <div className={`page ${styles.page}`}>
      <h1>Promote listings</h1>
      <ul className={styles.list} aria-label="Your listed homes">
        {listed.map((home) => <li key={home.id}><ShareLink title={home.title} databaseId={home.databaseId} /></li>)}
      </ul>
      <h2>Tips</h2>
      <ul>{TIPS.map((t) => <li key={t}>{t}</li>)}</ul>
    </div>
  );
}

function ShareLink({ title, databaseId }: { title: string; databaseId: string }) {
  const url = `${window.location.origin}/listings/id/${databaseId}`;
  const [copied, setCopied] = useState(false);
  const copy = () => navigator.clipboard?.writeText(url).then(() => setCopied(true), () => setCopied(false));
  return (
    <article className={styles.row} aria-label={title}>
      <div className={styles.body}>
        <h2 className={styles.title}>{title}</h2>
        <label className="field-label" htmlFor={`share-${databaseId}`}>Share link</label>
        <input id={`share-${databaseId}`} className="input" readOnly value={url} onFocus={(e) => e.target.select()} />
        <div className={styles.actions}>
          <button type="button" className="btn" onClick={copy} aria-label={`Copy the link to ${title}`}>Copy link</button>
          <a className="btn btn-quiet" href={`mailto:?subject=${encodeURIComponent(`Room for rent: ${title}`)}&body=${encodeURIComponent(url)}`}>Share by email</a>
        </div>
        {copied && <p role="status" className="muted">Link copied.</p>}
      </div>
    </article>
  );
}
