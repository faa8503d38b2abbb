import { useCallback } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router';
import type { ApplicationList_viewer$key } from '../../__generated__/ApplicationList_viewer.graphql';
import { LoadMore } from '../../shared/components/LoadMore';
import { MessagePage } from '../../shared/components/MessagePage';
import styles from '../Applications.module.css';
import { ApplicationCard } from './ApplicationCard';
import { FeePaidNotice } from './FeePaidNotice';

const PAGE = 10;

/** The viewer's applications, newest first, ten at a time; an empty state sends them browsing. */
export function ApplicationList({ viewer }: { viewer: ApplicationList_viewer$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment ApplicationList_viewer on Viewer
      @refetchable(queryName: "ApplicationListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        applications(first: $count, after: $cursor) @connection(key: "ApplicationList_applications") {
          edges {
            node {
              id
              ...ApplicationCard_lifecycle
            }
          }
        }
      }
    `,
    viewer,
  );
  const loadMore = useCallback(() => {
    if (!hasNext || isLoadingNext) return;
    loadNext(PAGE);
  }, [hasNext, isLoadingNext, loadNext]);

  if (data.applications.edges.length === 0) {
    return (
      <MessagePage headingLevel={2} title="No applications yet" icon="search" actions={<Link className="btn btn-primary" to="/listings">Browse listings</Link>}>
        <p>Find a room you like and apply: your applications and their progress will show up here.</p>
      </MessagePage>
    );
  }
  return (
    <>
      <FeePaidNotice />
      <ul className={styles.applications}>
        {data.applications.edges.map((edge) => (
          <li key={edge.node.id}><ApplicationCard lifecycle={edge.node} /></li>
        ))}
      </ul>
      <LoadMore hasNext={hasNext} isLoading={isLoadingNext} onLoadMore={loadMore} label="Show older applications" />
    </>
  );
}
