import { Suspense, type FormEvent } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link, useSearchParams } from 'react-router';
import { BRAND_NAME } from '../../../../common/brand';
import { AVAILABLE_SOON_DAYS, BEDROOM_SIZE_LABELS, BEDROOM_SIZES, MIN_ROOMS_FOR_ESTIMATE, type BedroomSize } from '../../../../common/market';
import { formatUsd } from '../../../../common/money';
import { CITY_PAGES, cityPageByKey, type CityPageInfo } from '../../../../common/regions';
import type { RentEstimatePageQuery, BedroomSize as GqlBedroomSize } from '../../__generated__/RentEstimatePageQuery.graphql';
import { PageMeta } from '../../app/meta/PageMeta';
import { ErrorBoundary } from '../../shared/components/ErrorBoundary';
import { LazyIndicator } from '../../shared/components/LazyIndicator';
import { plural } from '../../shared/format';
import { rentEstimate } from './estimateMath';
import styles from './Guides.module.css';
import { SubmitButton } from '../../shared/components/SubmitButton';

type Bath = 'any' | 'private' | 'shared';

interface Choice {
  city: CityPageInfo;
  size: BedroomSize | null;
  bath: Bath;
}

/** The choice in the address (?city=ATLANTA&size=large&bath=private), so an estimate can be shared and reloaded. */
function readChoice(params: URLSearchParams): Choice | null {
  const city = cityPageByKey(params.get('city') ?? '');
  if (!city) return null;
  const size = (BEDROOM_SIZES as readonly string[]).includes(params.get('size') ?? '') ? (params.get('size') as BedroomSize) : null;
  const bath = (['private', 'shared'] as const).find((b) => b === params.get('bath')) ?? 'any';
  return { city, size, bath };
}

const roomWords = (c: Choice) =>
  [c.size ? `${c.size} room` : 'room', c.bath === 'private' ? 'with its own bathroom' : c.bath === 'shared' ? 'sharing a bathroom' : '']
    .filter(Boolean).join(' ');

/** /rent-estimate: what a room of a given size in a given city rents for, from the rooms listed on Hearth. */
export function RentEstimatePage() {
  const [params, setParams] = useSearchParams();
  const choice = readChoice(params);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const key of ['city', 'size', 'bath']) {
      const value = String(data.get(key) ?? '');
      if (value && value !== 'any') next.set(key, value);
    }
    setParams(next);
  };

  return (
    <div className={`page ${styles.page}`}>
      <PageMeta
        title="Rent estimate"
        description={`What a room rents for in Atlanta, Charlotte, Durham, Raleigh and the other ${BRAND_NAME} cities, from the rooms listed today: the typical range, the median and how many rooms it is based on.`}
      />
      <p className={styles.eyebrow}>For homeowners and renters</p>
      <h1>What does a room rent for?</h1>
      <p className={styles.lead}>
        Choose a city and the kind of room. The answer comes from the rooms listed on {BRAND_NAME} that can be moved into within {AVAILABLE_SOON_DAYS} days,
        counted when you ask.
      </p>

      <form className={`${styles.form} ${styles.form3}`} onSubmit={submit} method="get" aria-label="Rent estimate">
        <div className="field">
          <label className="field-label" htmlFor="estimate-city">City</label>
          <select id="estimate-city" name="city" className="input" defaultValue={choice?.city.key ?? 'ATLANTA'} key={`city-${choice?.city.key}`}>
            {CITY_PAGES.map((c) => <option key={c.key} value={c.key}>{c.title}, {c.state}</option>)}
          </select>
        </div>
        <div className="field">
          <label className="field-label" htmlFor="estimate-size">Room size</label>
          <select id="estimate-size" name="size" className="input" defaultValue={choice?.size ?? 'any'} key={`size-${choice?.size}`}>
            <option value="any">Any size</option>
            {BEDROOM_SIZES.map((s) => <option key={s} value={s}>{BEDROOM_SIZE_LABELS[s]}</option>)}
          </select>
        </div>
        <div className="field">
          <label className="field-label" htmlFor="estimate-bath">Bathroom</label>
          <select id="estimate-bath" name="bath" className="input" defaultValue={choice?.bath ?? 'any'} key={`bath-${choice?.bath}`}>
            <option value="any">Either</option>
            <option value="private">Its own bathroom</option>
            <option value="shared">Shared bathroom</option>
          </select>
        </div>
        <div className={styles.formActions}>
          {/* A GET form: before the code runs, the server answers it with the estimate. */}
          <SubmitButton worksWithoutScript>Estimate the rent</SubmitButton>
        </div>
      </form>

      {choice && (
        <section className={styles.result} aria-labelledby="estimate-result" aria-live="polite">
          <h2 id="estimate-result" className="visually-hidden">Estimate</h2>
          <ErrorBoundary key={params.toString()} name="rent_estimate" fallback={<p role="alert" className="alert alert-error">The estimate could not be worked out just now. Try again in a moment.</p>}>
            <Suspense fallback={<LazyIndicator label="Looking at the listed rooms…" />}>
              <RentEstimateResult choice={choice} />
            </Suspense>
          </ErrorBoundary>
        </section>
      )}

      <section className={styles.section} aria-labelledby="estimate-how">
        <h2 id="estimate-how">How the estimate works</h2>
        <ul className={styles.assumptions}>
          <li>Rents are what renters pay each month on {BRAND_NAME}: base rent, utilities and the platform fee together, as every listing shows them.</li>
          <li>The range is the middle half of the matching rooms: a quarter rent for less, a quarter for more.</li>
          <li>Sizes: {BEDROOM_SIZES.map((s) => BEDROOM_SIZE_LABELS[s].toLowerCase()).join('; ')}.</li>
          <li>With fewer than {MIN_ROOMS_FOR_ESTIMATE} matching rooms we do not give a figure: a handful of rooms says more about those homes than about the city.</li>
        </ul>
        <p>Thinking of renting out a whole home by the room? Try the <Link to="/coliving-estimate">co-living estimate</Link>.</p>
      </section>
    </div>
  );
}

function RentEstimateResult({ choice }: { choice: Choice }) {
  const { marketStats: m } = useLazyLoadQuery<RentEstimatePageQuery>(
    graphql`
      query RentEstimatePageQuery($cityPage: CityPage!, $bedroomSize: BedroomSize, $privateBath: Boolean) {
        marketStats(cityPage: $cityPage, bedroomSize: $bedroomSize, privateBath: $privateBath) {
          rent { rooms lowerQuartile { cents } median { cents } upperQuartile { cents } }
        }
      }
    `,
    {
      cityPage: choice.city.key,
      bedroomSize: choice.size ? (choice.size.toUpperCase() as GqlBedroomSize) : null,
      privateBath: choice.bath === 'any' ? null : choice.bath === 'private',
    },
    { fetchPolicy: 'store-or-network' },
  );
  const estimate = rentEstimate({
    rooms: m.rent.rooms,
    p25Cents: m.rent.lowerQuartile?.cents ?? null,
    medianCents: m.rent.median?.cents ?? null,
    p75Cents: m.rent.upperQuartile?.cents ?? null,
  });
  const browse = <Link to={`/listings/${choice.city.slug}`}>Browse the homes in {choice.city.title}</Link>;
  if (estimate.kind === 'too_few_rooms') {
    return (
      <div className={styles.panel}>
        <p className={styles.answer}>Too few rooms to say.</p>
        <p>
          {estimate.rooms === 0 ? 'No' : `Only ${estimate.rooms}`} {estimate.rooms === 1 ? 'room' : 'rooms'} like this ({roomWords(choice)}) in {choice.city.title} can
          be moved into within {AVAILABLE_SOON_DAYS} days, and we need at least {MIN_ROOMS_FOR_ESTIMATE} to give a fair figure. Try any size or either bathroom.
        </p>
        <p>{browse}</p>
      </div>
    );
  }
  return (
    <div className={styles.panel}>
      <p className={styles.answer}>
        A {roomWords(choice)} in {choice.city.title} rents for <strong>{formatUsd(estimate.lowCents)} to {formatUsd(estimate.highCents)}</strong> a month.
      </p>
      <p>
        Median {formatUsd(estimate.medianCents)} a month, based on {plural(estimate.rooms, 'room')} listed on {BRAND_NAME} that can be moved into
        within {AVAILABLE_SOON_DAYS} days.
      </p>
      <p>{browse}</p>
    </div>
  );
}
