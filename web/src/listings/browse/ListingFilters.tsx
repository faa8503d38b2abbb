import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CITY_PAGES, cityPageBySlug, type CityPageInfo } from '../../../../common/regions';
import { Icon } from '../../shared/components/Icon';
import styles from './Browse.module.css';
import { BudgetFields } from './BudgetFields';
import { activeFilterCount, toSearchParams, type ListingSearch, type ListingSortValue, type PetOptionValue } from './listingSearch';

const SORTS: Array<[ListingSortValue, string]> = [
  ['RECOMMENDED', 'Recommended'],
  ['MOVE_IN_DATE_ASC', 'Soonest move-in'],
  ['BUDGET_ASC', 'Lowest price'],
  ['NUM_BEDROOMS_ASC', 'Fewest bedrooms'],
];
const PETS: Array<[PetOptionValue, string]> = [['CATS', 'Cats'], ['SMALL_DOGS', 'Small dogs'], ['LARGE_DOGS', 'Large dogs']];

/** Filters and sort; every change goes to the URL, which the route loader turns into a query. */
export function ListingFilters({ search, cityPage, onClear }: { search: ListingSearch; cityPage: CityPageInfo | null; onClear: () => void }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const count = activeFilterCount(search);

  // The city is part of the path (its own page), the rest are search params.
  const apply = (next: ListingSearch, city: CityPageInfo | null = cityPage) => {
    const query = toSearchParams(next).toString();
    navigate(`${city ? `/listings/${city.slug}` : '/listings'}${query ? `?${query}` : ''}`);
  };
  const togglePet = (pet: PetOptionValue, on: boolean) =>
    apply({ ...search, pets: on ? [...search.pets, pet] : search.pets.filter((p) => p !== pet) });

  return (
    <section aria-label="Filters and sorting" className={styles.filters}>
      <div className={styles.topRow}>
        <button type="button" className={`btn ${styles.filterToggle}`} aria-expanded={open} aria-controls="listing-filters" onClick={() => setOpen((o) => !o)}>
          <Icon name="filter" size={18} />
          Filters{count > 0 && <span className={styles.count}>{count}</span>}
        </button>
        {count > 0 && <button type="button" className={`btn btn-quiet ${styles.clearWide}`} onClick={onClear}>Clear filters</button>}
        <label className={styles.sort}>
          <span className={`field-label ${styles.sortLabel}`}>Sort by</span>
          <select className="input" value={search.sort} onChange={(e) => apply({ ...search, sort: e.target.value as ListingSortValue })}>
            {SORTS.map(([value, label]) => <option key={value} value={value}>{label}</option>)}
          </select>
        </label>
      </div>
      <div id="listing-filters" className={`${styles.panel} ${open ? styles.panelOpen : ''}`}>
        <label className="field">
          <span className="field-label">City</span>
          <select className="input" value={cityPage?.slug ?? ''} onChange={(e) => apply(search, cityPageBySlug(e.target.value) ?? null)}>
            <option value="">All cities</option>
            {CITY_PAGES.map((page) => <option key={page.slug} value={page.slug}>{page.title}, {page.state}</option>)}
          </select>
        </label>
        <BudgetFields value={search} onApply={(budget) => apply({ ...search, ...budget })} />
        <label className="field">
          <span className="field-label">Move in by</span>
          <input className="input" type="date" value={search.moveIn ?? ''} onChange={(e) => apply({ ...search, moveIn: e.target.value || null })} />
        </label>
        <label className="field">
          <span className="field-label">Bedrooms</span>
          <select className="input" value={search.bedrooms ?? ''} onChange={(e) => apply({ ...search, bedrooms: e.target.value ? Number(e.target.value) : null })}>
            <option value="">Any</option>
            {[2, 3, 4, 5, 6].map((n) => <option key={n} value={n}>{n}+ bedrooms</option>)}
          </select>
        </label>
        <fieldset className={styles.pets}>
          <legend className="field-label">Pets</legend>
          {PETS.map(([pet, label]) => (
            <label key={pet} className={styles.check}>
              <input type="checkbox" checked={search.pets.includes(pet)} onChange={(e) => togglePet(pet, e.target.checked)} />
              {label}
            </label>
          ))}
        </fieldset>
        {count > 0 && <button type="button" className={`btn btn-quiet ${styles.clearNarrow}`} onClick={onClear}>Clear filters</button>}
      </div>
    </section>
  );
}
