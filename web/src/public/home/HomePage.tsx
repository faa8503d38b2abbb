import { Suspense, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { BRAND_NAME } from '../../../../common/brand';
import { UTILITIES } from '../../../../common/enums';
import { CITY_PAGES } from '../../../../common/regions';
import { PageMeta } from '../../app/meta/PageMeta';
import { ErrorBoundary } from '../../shared/components/ErrorBoundary';
import { Icon } from '../../shared/components/Icon';
import { ALSO_INCLUDED, HOW_IT_WORKS, MOVE_IN_STEPS, UTILITY_LABELS } from './content';
import { FeaturedHomes, FeaturedHomesSkeleton } from './FeaturedHomes';
import styles from './Home.module.css';
import { TestimonialCards } from './TestimonialCards';
import { HOME_PAGE_TESTIMONIALS } from './testimonials';
import { SubmitButton } from '../../shared/components/SubmitButton';

/** `/`: what Hearth is, rooms to rent now, and the way in for homeowners. */
export function HomePage() {
  return (
    <div className={styles.home}>
      <PageMeta
        title="Rooms for rent in shared homes"
        description={`Rent a room in a shared home on your own lease, with utilities in one monthly price. ${BRAND_NAME} has rooms in Atlanta, Charlotte, the Triangle, the Triad and Texas.`}
        canonicalPath="/"
      />
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={styles.heroInner}>
          <h1 id="home-title">A room of your own in a shared home</h1>
          <p className={styles.lede}>
            Rent one bedroom on your own lease, share a real home, and pay rent and utilities as one monthly price.
          </p>
          <CitySearch />
          <nav aria-label="Cities" className={styles.cities}>
            <ul>
              {CITY_PAGES.map((page) => (
                <li key={page.slug}>
                  <Link to={`/listings/${page.slug}`}>{page.title}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="featured-title">
        <div className={styles.sectionHead}>
          <h2 id="featured-title">Rooms available now</h2>
          <Link to="/listings" className={styles.more}>See all homes</Link>
        </div>
        <ErrorBoundary name="featured-homes" fallback={<p className="muted">The homes could not be loaded just now. <Link to="/listings">Browse every listing</Link>.</p>}>
          <Suspense fallback={<FeaturedHomesSkeleton />}>
            <FeaturedHomes />
          </Suspense>
        </ErrorBoundary>
      </section>

      <section className={styles.section} aria-labelledby="how-title">
        <h2 id="how-title">How renting a room works</h2>
        <ul className={styles.tiles}>
          {HOW_IT_WORKS.map((item) => (
            <li key={item.title} className={styles.tile}>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={`${styles.section} ${styles.band}`} aria-labelledby="included-title">
        <h2 id="included-title">What your rent includes</h2>
        <p className={styles.sectionLede}>
          Each room's price includes a flat monthly share of the home's utilities. Every listing names the ones its rent covers, from:
        </p>
        <ul className={styles.utilities}>
          {UTILITIES.map((utility) => (
            <li key={utility}>
              <Icon name="check" size={18} />
              {UTILITY_LABELS[utility]}
            </li>
          ))}
        </ul>
        <ul className={styles.tiles}>
          {ALSO_INCLUDED.map(([title, text]) => (
            <li key={title} className={styles.tile}>
              <h3>{title}</h3>
              <p>{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="steps-title">
        <h2 id="steps-title">Four steps to move in</h2>
        <ol className={styles.steps}>
          {MOVE_IN_STEPS.map(([title, text], index) => (
            <li key={title} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">{index + 1}</span>
              <div>
                <h3>{title}</h3>
                <p>{text}</p>
              </div>
            </li>
          ))}
        </ol>
        <Link to="/listings" className="btn btn-primary">Start browsing</Link>
      </section>

      <section className={styles.section} aria-labelledby="quotes-title">
        <div className={styles.sectionHead}>
          <h2 id="quotes-title">What renters and homeowners say</h2>
          <Link to="/testimonials" className={styles.more}>Read more stories</Link>
        </div>
        <TestimonialCards testimonials={HOME_PAGE_TESTIMONIALS} />
      </section>

      <section className={`${styles.section} ${styles.owners}`} aria-labelledby="owners-title">
        <h2 id="owners-title">Own a home with spare bedrooms?</h2>
        <p>
          Rent it room by room to screened tenants. {BRAND_NAME} lists each room, screens applicants, prepares the leases you countersign,
          collects rent every month and routes repairs to vendors, so a home with several renters takes little of your time.
        </p>
        <div className={styles.actions}>
          <Link to="/list" className="btn btn-primary">List your home</Link>
          <Link to="/homeowners" className="btn">How it works for homeowners</Link>
        </div>
      </section>
    </div>
  );
}

/** A city picker that opens that city's listings (the links below it do the same without script). */
function CitySearch() {
  const navigate = useNavigate();
  const [slug, setSlug] = useState(CITY_PAGES[0].slug);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(`/listings/${slug}`);
  };
  return (
    <form className={styles.search} role="search" onSubmit={submit}>
      <label htmlFor="home-city">Where do you want to live?</label>
      <div className={styles.searchRow}>
        <select id="home-city" value={slug} onChange={(e) => setSlug(e.target.value)}>
          {CITY_PAGES.map((page) => (
            <option key={page.slug} value={page.slug}>
              {page.title}, {page.state}
            </option>
          ))}
        </select>
        <SubmitButton>
          <Icon name="search" size={18} />
          Find rooms
        </SubmitButton>
      </div>
    </form>
  );
}
