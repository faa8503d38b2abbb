import { useCallback, useEffect, useMemo } from 'react';
import { fetchQuery, graphql, usePreloadedQuery, useRelayEnvironment, useSubscription, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { MyJobsFeedSubscription } from '../../__generated__/MyJobsFeedSubscription.graphql';
import MyJobsQueryNode, { type MyJobsQuery as QueryType } from '../../__generated__/MyJobsQuery.graphql';
import { useDisposeOnReplace } from '../../app/relay/routeQuery';
import { onLiveReconnected } from '../../app/relay/subscriptions';
import { logEvent } from '../../shared/log';
import styles from '../jobs/Jobs.module.css';
import { JobCard } from './JobCard';
import { splitJobs } from './jobGroups';

export const MyJobsQuery = graphql`
  query MyJobsQuery($count: Int = 100) {
    serviceActivities(first: $count, scope: MINE) {
      edges { node { id status scheduledStart createdAt ...JobCard_job } }
    }
  }
`;

const feed = graphql`
  subscription MyJobsFeedSubscription {
    serviceActivityUpdated { id heldByViewer ...JobCard_job }
  }
`;

/**
 * /vendor/my-jobs: the jobs the vendor's company holds, upcoming and past, each with
 * the actions `viewerMay` offers (schedule, reschedule, unschedule, hand in). Live:
 * every change of a job arrives as the whole job (Relay merges it by id); a job newly
 * held (accepted in another tab) or lost (removed by the manager) refetches the list.
 */
export function MyJobs() {
  const queryRef = useLoaderData() as PreloadedQuery<QueryType>;
  useDisposeOnReplace(queryRef);
  const data = usePreloadedQuery<QueryType>(MyJobsQuery, queryRef);
  const jobs = data.serviceActivities.edges.map((e) => e.node);
  const { upcoming, past } = useMemo(() => splitJobs(jobs), [jobs]);
  useLiveJobs(new Set(jobs.map((j) => j.id)));

  return (
    <div className={`page ${styles.page}`}>
      <div>
        <h1>My jobs</h1>
        <p className={styles.lead}>Jobs your company holds. Times are the home&rsquo;s local time. This page updates by itself.</p>
      </div>
      {jobs.length === 0 ? (
        <div className={styles.section} data-testid="my-jobs-empty">
          <p className={styles.empty}>You hold no jobs yet. Accept an open job and it shows up here to schedule.</p>
          <p><Link className="btn btn-primary" to="/vendor/jobs">See available jobs</Link></p>
        </div>
      ) : (
        <>
          <section className={styles.section} aria-labelledby="upcoming-jobs">
            <h2 id="upcoming-jobs" className={styles.sectionTitle}>Upcoming <span className="muted">({upcoming.length})</span></h2>
            {upcoming.length === 0 ? <p className={styles.empty}>Nothing to do right now.</p> : (
              <ul className={styles.cards}>{upcoming.map((j) => <JobCard key={j.id} job={j} />)}</ul>
            )}
          </section>
          <section className={styles.section} aria-labelledby="past-jobs">
            <h2 id="past-jobs" className={styles.sectionTitle}>Past <span className="muted">({past.length})</span></h2>
            {past.length === 0 ? <p className={styles.empty}>No finished jobs yet.</p> : (
              <ul className={styles.cards}>{past.map((j) => <JobCard key={j.id} job={j} />)}</ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}

function useLiveJobs(shown: ReadonlySet<string>) {
  const environment = useRelayEnvironment();
  const refetch = useCallback(() => {
    fetchQuery<QueryType>(environment, MyJobsQueryNode, {}, { fetchPolicy: 'network-only' }).subscribe({});
  }, [environment]);
  const key = [...shown].sort().join(',');
  const config = useMemo<GraphQLSubscriptionConfig<MyJobsFeedSubscription>>(() => ({
    subscription: feed,
    variables: {},
    onNext: (r) => {
      const job = r?.serviceActivityUpdated;
      if (job && job.heldByViewer !== key.split(',').includes(job.id)) refetch();
    },
    onError: (error) => logEvent('my_jobs_feed_failed', String(error)),
  }), [refetch, key]);
  useSubscription<MyJobsFeedSubscription>(config);
  useEffect(() => onLiveReconnected(refetch), [refetch]);
}
