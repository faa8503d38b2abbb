import { Link } from 'react-router';
import { BRAND_NAME } from '../../../../common/brand';
import { PageMeta } from '../../app/meta/PageMeta';
import styles from './Home.module.css';
import { TestimonialCards } from './TestimonialCards';
import { TESTIMONIALS } from './testimonials';

/** `/testimonials`: every renter's and homeowner's story, from the list the home page quotes. */
export function TestimonialsPage() {
  const renters = TESTIMONIALS.filter((t) => t.kind === 'renter');
  const owners = TESTIMONIALS.filter((t) => t.kind === 'homeowner');
  return (
    <div className="page">
      <PageMeta
        title="Testimonials"
        description={`Renters and homeowners on what living in, and renting out, a shared home with ${BRAND_NAME} is like.`}
      />
      <header className={styles.narrow}>
        <h1>In their words</h1>
        <p className={styles.lede}>
          Renters and homeowners in the cities where {BRAND_NAME} has homes, on finding a room, sharing a home and renting one out.
        </p>
      </header>
      <section aria-labelledby="renters-title" className={styles.testimonialGroup}>
        <h2 id="renters-title">Renters</h2>
        <TestimonialCards testimonials={renters} />
      </section>
      <section aria-labelledby="owners-title" className={styles.testimonialGroup}>
        <h2 id="owners-title">Homeowners</h2>
        <TestimonialCards testimonials={owners} />
      </section>
      <div className={styles.pageActions}>
        <Link to="/listings" className="btn btn-primary">Find a room</Link>
        <Link to="/homeowners" className="btn">Rent out your home</Link>
      </div>
    </div>
  );
}
