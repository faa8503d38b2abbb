import { useId, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import styles from './HeaderSearch.module.css';

/** The search box's limit, the api's (api/routes/internal/global-search/search-terms.ts). */
export const MAX_SEARCH_LENGTH = 200;

/** The staff header's search box: people, homes, invoices, tickets and cases, on /internal/search. */
export function HeaderSearch() {
  const id = useId();
  const [params] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const navigate = useNavigate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    if (q) navigate(`/internal/search?q=${encodeURIComponent(q)}`);
  };
  return (
    <form role="search" className={styles.headerSearch} onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">Search people, homes, invoices, tickets and cases</label>
      <input id={id} type="search" className={`input ${styles.headerInput}`} value={text} maxLength={MAX_SEARCH_LENGTH}
        placeholder="Search name, email, address, id…" onChange={(e) => setText(e.target.value)} />
      <button type="submit" className={`btn ${styles.headerButton}`}>Search</button>
    </form>
  );
}
