import { Link } from 'react-router';
import { CITY_PAGES } from '../../../common/regions';
import { BRAND_NAME } from '../../../common/brand';
import { PageMeta } from '../app/meta/PageMeta';
import { Icon, type IconName } from '../shared/components/Icon';
import styles from './ForVendors.module.css';
import { VENDOR_TRADES } from './serviceCategories';

/** Registration as a vendor: the vendor login's Create account tab, with Vendor preset; it lands on /vendor/jobs. */
export const VENDOR_REGISTER_PATH = '/vendor-login?tab=register';

const HOW_IT_WORKS: ReadonlyArray<{ icon: IconName; title: string; text: string }> = [
  {
    icon: 'search',
    title: 'Find jobs',
    text: 'Open jobs in your trades and your cities appear in Available Jobs, each with what you earn for it. Accept one and it is yours: one vendor per job.',
  },
  {
    icon: 'calendar',
    title: 'Schedule the visit',
    text: "Pick a time within your business hours, shown in the home's own time zone, and reschedule if plans change. The address and how to get in reach you once the job is yours.",
  },
  {
    icon: 'check',
    title: 'Show the work',
    text: 'Submit the job with photos, notes and its checklist. The homeowner or our team checks it, and can send it back with a note if something is missing.',
  },
  {
    icon: 'home',
    title: 'Get paid',
    text: 'Once the work is approved, the payment goes to the payout account you connected. Your dashboard shows earnings month by month.',
  },
];

const YOU_NEED = [
  'A business name and a way to reach you',
  'An insurance certificate and a W-9',
  'A bank account for payouts',
  'Business hours in the cities you serve',
];

/** /for-vendors: the public page that explains the work for vendors and starts their registration (spec §2). */
export function ForVendors() {
  return (
    <div className={styles.page}>
      <PageMeta
        title={`Work with ${BRAND_NAME} homes`}
        description={`Vendors find inspection, cleaning, repair and photo jobs in ${BRAND_NAME}'s shared homes, schedule the visit and get paid once the work is approved.`}
        canonicalPath="/for-vendors"
      />
      <section className={styles.hero}>
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>For vendors</p>
          <h1>Jobs in shared homes, booked, scheduled and paid in one place</h1>
          <p className={styles.lead}>
            Hearth homes are rented room by room, so they need inspections, cleaning, repairs and photos all year round.
            Pick the jobs that fit your trade and your calendar.
          </p>
          <div className={styles.actions}>
            <Link className="btn btn-primary" to={VENDOR_REGISTER_PATH}>Create a vendor account</Link>
            <Link className="btn" to="/vendor-login">Vendor log in</Link>
          </div>
        </div>
        <div className={styles.needsCard}>
          <h2>What you need to start</h2>
          <ul className={styles.needs}>
            {YOU_NEED.map((need) => <li key={need}><Icon name="check" size={18} />{need}</li>)}
          </ul>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="trades-heading">
        <h2 id="trades-heading">Trades we book</h2>
        <ul className={styles.trades}>
          {VENDOR_TRADES.map((trade) => (
            <li key={trade.key} className={styles.trade}>
              <h3>{trade.label}</h3>
              <p>{trade.detail}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="how-heading">
        <h2 id="how-heading">How the work goes</h2>
        <ol className={styles.how}>
          {HOW_IT_WORKS.map((step) => (
            <li key={step.title} className={styles.howStep}>
              <span className={styles.howIcon} aria-hidden="true"><Icon name={step.icon} size={22} /></span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className={styles.section} aria-labelledby="where-heading">
        <h2 id="where-heading">Where we work</h2>
        <ul className={styles.cities}>
          {CITY_PAGES.map((page) => <li key={page.key}>{page.title}, {page.state}</li>)}
        </ul>
      </section>

      <section className={styles.closing}>
        <h2>Ready when you are</h2>
        <p>
          Create your account now. Onboarding, where you add your company, trades, service area and documents, opens soon;
          your job feed opens once it is done.
        </p>
        <Link className="btn btn-primary" to={VENDOR_REGISTER_PATH}>Create a vendor account</Link>
      </section>
    </div>
  );
}
