import { graphql, useFragment } from 'react-relay';
import type { HomeSection_home$key } from '../../__generated__/HomeSection_home.graphql';
import { LifecycleCard } from './LifecycleCard';
import styles from './ManagerTenants.module.css';

/** One home: its category, how far it is leased, and a card per open application or tenancy. */
export function HomeSection({ home, managerName }: { home: HomeSection_home$key; managerName: string }) {
  const h = useFragment(graphql`
    fragment HomeSection_home on ManagedHome {
      buildingId
      title
      categoryLabel
      bedroomCount
      leasedBedroomCount
      bedrooms { id name }
      lifecycles { id ...LifecycleCard_lifecycle }
    }
  `, home);
  const headingId = `home-${h.buildingId}`;
  return (
    <section className={styles.home} aria-labelledby={headingId}>
      <header className={styles.homeHeader}>
        <h2 id={headingId}>{h.title}</h2>
        <p className={styles.category}>
          <span className={styles.badge}>{h.categoryLabel}</span>
          <span>{h.leasedBedroomCount} of {h.bedroomCount} rooms leased</span>
        </p>
      </header>
      {h.lifecycles.length === 0
        ? <p className={styles.empty}>No applicants or tenants yet.</p>
        : <ul className={styles.cards}>{h.lifecycles.map((l) => <li key={l.id}><LifecycleCard lifecycle={l} managerName={managerName} rooms={h.bedrooms} /></li>)}</ul>}
    </section>
  );
}
