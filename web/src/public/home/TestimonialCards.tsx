import type { Testimonial } from './testimonials';
import styles from './Home.module.css';

/** Quotes as cards: the home page shows three, /testimonials all of them. */
export function TestimonialCards({ testimonials, headingLevel = 3 }: { testimonials: readonly Testimonial[]; headingLevel?: 2 | 3 }) {
  const Name = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={styles.quotes}>
      {testimonials.map((t) => (
        <li key={t.id} id={t.id} className={styles.quote}>
          <figure>
            <blockquote>
              <p>{t.quote}</p>
            </blockquote>
            <figcaption>
              <Name className={styles.quoteName}>{t.name}</Name>
              <span className={styles.quoteRole}>{t.role}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
