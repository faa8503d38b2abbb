import { graphql, useMutation, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useNavigate, useSearchParams } from 'react-router';
import { cityPageByKey } from '../../../common/regions';
import { useEffect, useState } from 'react';
import type { ListYourHomeQuery as QueryType } from '../__generated__/ListYourHomeQuery.graphql';
import type { ListYourHomeBecomeManagerMutation as BecomeManager } from '../__generated__/ListYourHomeBecomeManagerMutation.graphql';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { browserCredentials } from '../app/relay/credentials';
import { useDisposeOnReplace } from '../app/relay/routeQuery';
import { estimateListParams, readSavedEstimate } from '../shared/savedEstimate';
import styles from './ListYourHome.module.css';

export const ListYourHomeQuery = graphql`
  query ListYourHomeQuery { viewer { isGuest currentRole } }
`;

const becomeManagerMutation = graphql`
  mutation ListYourHomeBecomeManagerMutation { becomeManager { session { token userId } userErrors { message } } }
`;

const REASONS = [
  ['Rent room by room', 'Each bedroom has its own lease and rent, so one empty room never empties the house.'],
  ['Screened tenants', 'Applicants pass identity, credit and background checks, with a guarantor when needed.'],
  ['Leases and payments', 'Hearth prepares the leases you countersign and collects rent every month.'],
] as const;

/** /list: a homeowner starts listing. Signed in, they become a manager and open the new-home form; a guest creates an account first. */
export function ListYourHome() {
  const queryRef = useLoaderData() as PreloadedQuery<QueryType>;
  useDisposeOnReplace(queryRef);
  const { viewer } = usePreloadedQuery<QueryType>(ListYourHomeQuery, queryRef);
  useDocumentTitle('List your home');
  const navigate = useNavigate();
  const [commit, busy] = useMutation<BecomeManager>(becomeManagerMutation);
  const [error, setError] = useState<string | null>(null);
  const estimate = useEstimate();
  // Through sign-up and back: the estimate travels in the address /list is returned to.
  const back = estimate ? `/list?${estimate.params.toString()}` : '/list';
  const desired = encodeURIComponent(back);
  const start = () => {
    if (viewer.currentRole === 'MANAGER') return navigate('/manager/listings/new');
    commit({
      variables: {},
      onCompleted: ({ becomeManager }) => {
        if (!becomeManager.session) return setError(becomeManager.userErrors.map((e) => e.message).join(' ') || 'We could not start your listing.');
        // A new session in the manager role: reload so every query runs as the manager.
        browserCredentials.save({ token: becomeManager.session.token, userId: becomeManager.session.userId });
        window.location.assign('/manager/listings/new');
      },
      onError: () => setError('Something went wrong on our side. Try again in a moment.'),
    });
  };
  return (
    <div className={`page ${styles.page}`}>
      <h1>List your home on Hearth</h1>
      <p className={styles.lead}>Rent your home one bedroom at a time to people who have been screened, with leases and rent handled for you.</p>
      {estimate && (
        <p className={`card ${styles.estimate}`} aria-label="Your co-living estimate">
          Your co-living estimate: {estimate.bedrooms} bedrooms in {estimate.city}, about <strong>${estimate.byTheRoom.toLocaleString('en-US')} a month</strong> by
          the room against ${estimate.wholeHome.toLocaleString('en-US')} rented whole. <Link to="/coliving-estimate">Change it</Link>
        </p>
      )}
      <ul className={styles.reasons}>
        {REASONS.map(([title, text]) => <li key={title}><h2>{title}</h2><p>{text}</p></li>)}
      </ul>
      {error && <p role="alert" className="alert alert-error">{error}</p>}
      {viewer.isGuest ? (
        <div className={styles.cta}>
          <Link className="btn btn-primary" to={`/login?tab=register&role=homeowner&desired_page=${desired}`}>Start listing</Link>
          <p className="muted">Create a free account (choose "Homeowner"), then add your home. Already have one? <Link to={`/login?role=homeowner&desired_page=${desired}`}>Log in</Link>.</p>
        </div>
      ) : (
        <div className={styles.cta}>
          <button type="button" className="btn btn-primary" onClick={start} disabled={busy}>{busy ? 'Starting…' : 'Start listing'}</button>
          {viewer.currentRole !== 'MANAGER' && (
            <p className="muted">Your account becomes a manager account too; you can switch back to renting at any time.</p>
          )}
        </div>
      )}
    </div>
  );
}

type Estimate = { city: string; bedrooms: number; wholeHome: number; byTheRoom: number; params: URLSearchParams };

/**
 * The figures /coliving-estimate hands over (?from=coliving-estimate&city=&bedrooms=&whole_home_rent=&by_the_room=),
 * when they are sound; else the estimate saved on this device (read after the first render: the server has none).
 */
function useEstimate(): Estimate | null {
  const [params] = useSearchParams();
  const fromAddress = estimateFrom(params);
  const [saved, setSaved] = useState<Estimate | null>(null);
  useEffect(() => {
    const record = readSavedEstimate();
    setSaved(record ? estimateFrom(estimateListParams(record)) : null);
  }, []);
  return fromAddress ?? saved;
}

function estimateFrom(params: URLSearchParams): Estimate | null {
  if (params.get('from') !== 'coliving-estimate') return null;
  const city = cityPageByKey(params.get('city') ?? '');
  const [bedrooms, wholeHome, byTheRoom] = ['bedrooms', 'whole_home_rent', 'by_the_room'].map((k) => Number(params.get(k)));
  const whole = (n: number) => Number.isInteger(n) && n > 0 && n < 1_000_000;
  if (!city || !whole(bedrooms) || !whole(wholeHome) || !whole(byTheRoom)) return null;
  const kept = new URLSearchParams();
  for (const key of ['from', 'city', 'bedrooms', 'bathrooms', 'whole_home_rent', 'by_the_room']) {
    const value = params.get(key);
    if (value !== null) kept.set(key, value);
  }
  return { city: city.title, bedrooms, wholeHome, byTheRoom, params: kept };
}
