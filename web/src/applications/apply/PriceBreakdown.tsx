import styles from '../Applications.module.css';

interface Props {
  roomName: string;
  rent: { base: { formatted: string }; utilities: { formatted: string }; platformFee: { formatted: string }; totalRent: { formatted: string } };
  applicationFee: { formatted: string };
}

/** The chosen room's monthly rent by component (BASE, UTILITIES, PLATFORM_FEE, TOTAL) and the one-time application fee. */
export function PriceBreakdown({ roomName, rent, applicationFee }: Props) {
  return (
    <section className={`card ${styles.price}`} aria-labelledby="price-heading" aria-live="polite">
      <h2 id="price-heading" className={styles.priceHeading}>{roomName}: monthly rent</h2>
      <dl className={styles.breakdown}>
        <dt>Base rent</dt>
        <dd>{rent.base.formatted}</dd>
        <dt>Utilities</dt>
        <dd>{rent.utilities.formatted}</dd>
        <dt>Platform fee</dt>
        <dd>{rent.platformFee.formatted}</dd>
        <dt className={styles.total}>Total per month</dt>
        <dd className={styles.total}>{rent.totalRent.formatted}</dd>
      </dl>
      <p className={styles.fee}>
        Application fee: <strong>{applicationFee.formatted}</strong>, once, paid from your applications page after you apply.
      </p>
    </section>
  );
}
