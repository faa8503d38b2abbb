import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link } from 'react-router';
import { BRAND_NAME } from '../../../../common/brand';
import { AVAILABLE_SOON_DAYS } from '../../../../common/market';
import { formatUsd } from '../../../../common/money';
import { cityPageByKey } from '../../../../common/regions';
import type { CityGuidePageQuery } from '../../__generated__/CityGuidePageQuery.graphql';
import { PageMeta } from '../../app/meta/PageMeta';
import { ErrorBoundary } from '../../shared/components/ErrorBoundary';
import { LazyIndicator } from '../../shared/components/LazyIndicator';
import { formatDate, plural } from '../../shared/format';
import { CITY_GUIDES, guidePath, type CityGuide } from './cityGuides';
import { toWholeDollars } from './estimateMath';
import styles from './Guides.module.css';

/** /locations/{city}-city-guide: neighbourhoods and getting around (static), and today's rooms (live, in Suspense). */
export function CityGuidePage({ guide }: { guide: CityGuide }) {
  const listingsPath = `/listings/${cityPageByKey(guide.key)!.slug}`;
  return (
    <div className={`page ${styles.page}`}>
      <PageMeta
        title={`${guide.city} city guide`}
        description={`Renting a room in ${guide.city}, ${guide.state}: the neighbourhoods, getting around by transit and car, and the rooms listed on ${BRAND_NAME} today with their rents.`}
      />
      <p className={styles.eyebrow}>City guide</p>
      <h1>Renting a room in {guide.city}, {guide.state}</h1>
      <p className={styles.lead}>{guide.intro}</p>

      <section className={styles.section} aria-labelledby="guide-figures">
        <h2 id="guide-figures">Rooms on {BRAND_NAME} in {guide.city} today</h2>
        <ErrorBoundary name="city_guide_figures" fallback={<p className="muted">Today's figures could not be loaded. <Link to={listingsPath}>Browse the homes in {guide.city}</Link> instead.</p>}>
          <Suspense fallback={<LazyIndicator label="Counting rooms…" />}>
            <CityFigures guide={guide} listingsPath={listingsPath} />
          </Suspense>
        </ErrorBoundary>
      </section>

      <section className={styles.section} aria-labelledby="guide-neighbourhoods">
        <h2 id="guide-neighbourhoods">Neighbourhoods</h2>
        <ul className={styles.cards}>
          {guide.neighbourhoods.map((n) => (
            <li key={n.name}>
              <h3>{n.name}</h3>
              <p>{n.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="guide-getting-around">
        <h2 id="guide-getting-around">Getting around</h2>
        <div className={styles.columns}>
          <div>
            <h3>Transit, walking and cycling</h3>
            <ul>{guide.transit.map((t) => <li key={t}>{t}</li>)}</ul>
          </div>
          <div>
            <h3>Driving</h3>
            <ul>{guide.driving.map((t) => <li key={t}>{t}</li>)}</ul>
          </div>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="guide-more">
        <h2 id="guide-more">More from {BRAND_NAME}</h2>
        <p>
          Own a home in {guide.city}? See what its rooms could rent for with the <Link to="/rent-estimate">rent estimate</Link>, or compare
          renting it whole and by the room with the <Link to="/coliving-estimate">co-living estimate</Link>.
        </p>
        <ul className={styles.otherGuides} aria-label="Other city guides">
          {CITY_GUIDES.filter((g) => g.key !== guide.key).map((g) => (
            <li key={g.key}><Link to={guidePath(g)}>{g.city} city guide</Link></li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function CityFigures({ guide, listingsPath }: { guide: CityGuide; listingsPath: string }) {
  const { marketStats: m } = useLazyLoadQuery<CityGuidePageQuery>(
    graphql`
      query CityGuidePageQuery($cityPage: CityPage!) {
        marketStats(cityPage: $cityPage) {
          homesListed roomsAvailableNow roomsAvailableSoon soonestMoveInDate
          rent { rooms median { cents } lowerQuartile { cents } upperQuartile { cents } }
        }
      }
    `,
    { cityPage: guide.key },
    { fetchPolicy: 'store-or-network' },
  );
  if (m.homesListed === 0) {
    return <p>No homes are listed in {guide.city} right now. New homes are added every week; <Link to={listingsPath}>check the listings</Link> again soon.</p>;
  }
  return (
    <>
      <dl className={styles.figures}>
        <div className={styles.figure}><dt>Homes listed</dt><dd>{m.homesListed}</dd></div>
        <div className={styles.figure}><dt>Rooms free to move into now</dt><dd>{m.roomsAvailableNow}</dd></div>
        <div className={styles.figure}><dt>More rooms free within {AVAILABLE_SOON_DAYS} days</dt><dd>{m.roomsAvailableSoon}</dd></div>
        <div className={styles.figure}><dt>Median room rent</dt><dd>{m.rent.median ? `${formatUsd(toWholeDollars(m.rent.median.cents))}/mo` : '—'}</dd></div>
        <div className={styles.figure}><dt>Soonest move-in</dt><dd>{m.soonestMoveInDate ? formatDate(m.soonestMoveInDate) : '—'}</dd></div>
      </dl>
      <p className={styles.figureNote}>
        {m.rent.median && m.rent.lowerQuartile && m.rent.upperQuartile
          ? `Half of the ${plural(m.rent.rooms, 'room')} free within ${AVAILABLE_SOON_DAYS} days rent for between ${formatUsd(toWholeDollars(m.rent.lowerQuartile.cents))} and ${formatUsd(toWholeDollars(m.rent.upperQuartile.cents))} a month, utilities included. `
          : ''}
        Counted today from the homes listed on {BRAND_NAME}.
      </p>
      <div className={styles.actions}>
        <Link className="btn btn-primary" to={listingsPath}>See {plural(m.homesListed, 'home')} in {guide.city}</Link>
      </div>
    </>
  );
}
