import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { fetchQuery, graphql, useMutation, usePreloadedQuery, useRelayEnvironment, useSubscription, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { CITY_PAGES } from '../../../../common/regions';
import type { AvailableJobsAcceptMutation } from '../../__generated__/AvailableJobsAcceptMutation.graphql';
import type { AvailableJobsFeedSubscription } from '../../__generated__/AvailableJobsFeedSubscription.graphql';
import AvailableJobsQueryNode, { type AvailableJobsQuery as QueryType, type AvailableJobsQuery$data } from '../../__generated__/AvailableJobsQuery.graphql';
import { useDisposeOnReplace } from '../../app/relay/routeQuery';
import { onLiveReconnected } from '../../app/relay/subscriptions';
import { newIdempotencyKey } from '../../shared/idempotencyKey';
import { logEvent } from '../../shared/log';
import { zoneName } from '../myJobs/zonedTime';
import { CATEGORY_KEYS, hasJobFilters, jobFiltersOf, matchesLocalFilters, withJobFilter } from './jobFilters';
import { categoryLabel, formatPay, placeOf, repeatWords } from './jobWords';
import styles from './Jobs.module.css';

export const AvailableJobsQuery = graphql`
  query AvailableJobsQuery($category: VendorServiceCategory, $region: CityPage, $count: Int = 50) {
    serviceActivities(first: $count, scope: OPEN, status: REQUESTED, category: $category, region: $region) {
      edges {
        node {
          id status viewerMay createdAt timeZone notes priceCents repeatEveryWeeks seriesSequence visitDueOn
          serviceType { name category }
          home { city state region }
        }
      }
    }
  }
`;

const feed = graphql`
  subscription AvailableJobsFeedSubscription {
    serviceActivityUpdated { id status viewerMay heldByViewer }
  }
`;

const acceptMutation = graphql`
  mutation AvailableJobsAcceptMutation($input: ServiceActivityInput!) {
    acceptServiceActivity(input: $input) {
      serviceActivity { id status viewerMay heldByViewer }
      userErrors { code field message }
    }
  }
`;

type Offer = AvailableJobsQuery$data['serviceActivities']['edges'][number]['node'];

/**
 * /vendor/jobs (Available Jobs): open jobs offered to the vendor's company (spec §2),
 * filterable by category, region, posting day and pay (kept in the URL). Live: the
 * feed subscription refetches the list when any job changes, so new offers appear and
 * jobs that change go; jobs another vendor took go on the next slow refetch (the feed
 * cannot tell us: see useLiveOffers), or at once with a message when accepting one.
 */
export function AvailableJobs() {
  const queryRef = useLoaderData() as PreloadedQuery<QueryType>;
  useDisposeOnReplace(queryRef);
  const data = usePreloadedQuery<QueryType>(AvailableJobsQuery, queryRef);
  const [params] = useSearchParams();
  const filters = jobFiltersOf(params);
  const [gone, setGone] = useState<ReadonlySet<string>>(new Set());
  const [notice, setNotice] = useState<{ text: string; ok: boolean } | null>(null);
  useLiveOffers(queryRef.variables);

  const offers = useMemo(() => data.serviceActivities.edges
    .map((e) => e.node)
    .filter((o) => o.viewerMay.includes('ACCEPT') && !gone.has(o.id) && matchesLocalFilters(o, filters)),
  [data, gone, filters]);
  const removeOffer = useCallback((id: string, text: string, ok: boolean) => {
    setGone((s) => new Set(s).add(id));
    setNotice({ text, ok });
  }, []);

  return (
    <div className={`page ${styles.page}`}>
      <div>
        <h1>Available jobs</h1>
        <p className={styles.lead}>Open jobs in your trades and regions. New offers appear here by themselves; the first vendor to accept gets the job.</p>
      </div>
      <JobFilterBar />
      {notice && (
        <p role="status" className={`alert ${notice.ok ? 'alert-success' : 'alert-error'}`} data-testid="jobs-notice">
          {notice.text} {notice.ok && <Link to="/vendor/my-jobs">Go to My jobs</Link>}
        </p>
      )}
      {offers.length === 0 ? (
        <div className={styles.section} data-testid="jobs-empty">
          <p className={styles.empty}>
            {hasJobFilters(filters) ? 'No open jobs match these filters.' : 'No open jobs right now. New offers show up here as soon as a home books one.'}
          </p>
          {hasJobFilters(filters) && <p><Link className="btn" to="/vendor/jobs" replace>Clear filters</Link></p>}
        </div>
      ) : (
        <ul className={styles.cards} aria-label="Open jobs">
          {offers.map((o) => <OfferCard key={o.id} offer={o} onGone={removeOffer} />)}
        </ul>
      )}
    </div>
  );
}

function useLiveOffers(variables: QueryType['variables']) {
  const environment = useRelayEnvironment();
  const refetch = useCallback(() => {
    fetchQuery<QueryType>(environment, AvailableJobsQueryNode, variables, { fetchPolicy: 'network-only' }).subscribe({});
  }, [environment, variables]);
  const config = useMemo<GraphQLSubscriptionConfig<AvailableJobsFeedSubscription>>(() => ({
    subscription: feed,
    variables: {},
    onNext: refetch,
    onError: (error) => logEvent('available_jobs_feed_failed', String(error)),
  }), [refetch]);
  useSubscription<AvailableJobsFeedSubscription>(config);
  useEffect(() => onLiveReconnected(refetch), [refetch]);
  // The feed re-reads each job with the viewer's token, so a job another vendor took is
  // no longer ours to see and sends us nothing: a slow refetch while the tab is shown
  // drops such cards (accepting one meanwhile answers "taken" and drops it at once).
  useEffect(() => {
    const timer = window.setInterval(() => { if (document.visibilityState === 'visible') refetch(); }, TAKEN_POLL_MS);
    return () => window.clearInterval(timer);
  }, [refetch]);
}

const TAKEN_POLL_MS = 30_000;

function JobFilterBar() {
  const [params, setParams] = useSearchParams();
  const f = jobFiltersOf(params);
  const ids = { category: useId(), region: useId(), since: useId(), minPay: useId() };
  const set = (name: 'category' | 'region' | 'since' | 'minPay', value: string) => setParams((p) => withJobFilter(p, name, value), { replace: true });
  return (
    <div className={styles.filters} role="search" aria-label="Filter jobs">
      <div className="field">
        <label htmlFor={ids.category} className="field-label">Category</label>
        <select id={ids.category} className="input" value={f.category ?? ''} onChange={(e) => set('category', e.target.value)}>
          <option value="">All my trades</option>
          {CATEGORY_KEYS.map((c) => <option key={c} value={c}>{categoryLabel(c)}</option>)}
        </select>
      </div>
      <div className="field">
        <label htmlFor={ids.region} className="field-label">Region</label>
        <select id={ids.region} className="input" value={f.region ?? ''} onChange={(e) => set('region', e.target.value)}>
          <option value="">All my regions</option>
          {CITY_PAGES.map((r) => <option key={r.key} value={r.key}>{r.title}</option>)}
        </select>
      </div>
      <div className="field">
        <label htmlFor={ids.since} className="field-label">Posted since</label>
        <input id={ids.since} type="date" className="input" value={f.since ?? ''} onChange={(e) => set('since', e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={ids.minPay} className="field-label">Pay at least ($)</label>
        {/* Keyed by the URL's value: "Clear filters" or going back resets what is typed. */}
        <input key={f.minPayCents ?? 'none'} id={ids.minPay} type="number" min="0" step="1" inputMode="numeric" className="input"
          defaultValue={f.minPayCents ? String(f.minPayCents / 100) : ''} onBlur={(e) => set('minPay', e.target.value)}
          onKeyDown={(e) => { if (e.key === 'Enter') set('minPay', e.currentTarget.value); }} />
      </div>
    </div>
  );
}

function OfferCard({ offer, onGone }: { offer: Offer; onGone(id: string, message: string, ok: boolean): void }) {
  const [commit, busy] = useMutation<AvailableJobsAcceptMutation>(acceptMutation);
  const [error, setError] = useState<string | null>(null);
  const region = CITY_PAGES.find((p) => p.key === offer.home.region)?.title;
  const accept = () => {
    setError(null);
    commit({
      variables: { input: { serviceActivityId: offer.id, idempotencyKey: newIdempotencyKey() } },
      onCompleted: ({ acceptServiceActivity: r }) => {
        const taken = r.userErrors.find((e) => e.code === 'service_activity_taken' || e.code === 'not_found');
        if (taken) onGone(offer.id, `“${offer.serviceType.name}” in ${offer.home.city} was taken by another vendor first.`, false);
        else if (r.userErrors.length > 0) setError(r.userErrors.map((e) => e.message).join(' '));
        else onGone(offer.id, `You accepted “${offer.serviceType.name}” in ${offer.home.city}. Schedule it in My jobs.`, true);
      },
      onError: () => setError('The job could not be accepted. Try again.'),
    });
  };
  return (
    <li className={styles.card} data-testid="offer-card" data-job-id={offer.id}>
      <div className={styles.cardHead}>
        <h2 className={styles.cardTitle}>{offer.serviceType.name}</h2>
        <span className={styles.pay}>{formatPay(offer.priceCents)}<span className={styles.payCaption}>you earn</span></span>
      </div>
      <dl className={styles.meta}>
        <dt>Category</dt><dd>{categoryLabel(offer.serviceType.category)}</dd>
        <dt>Where</dt><dd>{placeOf(offer.home, region)}</dd>
        <dt>Time zone</dt><dd>{zoneName(offer.timeZone)}</dd>
        {repeatWords(offer) && <><dt>Repeats</dt><dd>{repeatWords(offer)}</dd></>}
      </dl>
      {offer.notes && <p className={styles.notes}>{offer.notes}</p>}
      <p className="muted" style={{ margin: 0, fontSize: '0.85rem' }}>The address is shown once you hold the job.</p>
      {error && <p role="alert" className="field-error">{error}</p>}
      <div className={styles.actions}>
        <button type="button" className="btn btn-primary" onClick={accept} disabled={busy}>{busy ? 'Accepting…' : 'Accept job'}</button>
      </div>
    </li>
  );
}
