import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { ListingStatusSection_building$key } from '../../__generated__/ListingStatusSection_building.graphql';
import { ListingCard } from '../ListingCard';
import { reportTo } from './callbacks';
import { ConfigurationErrorList } from './ConfigurationErrorList';
import styles from './ListingEditor.module.css';
import { StatusBadge } from './StatusBadge';
import { useSetBuildingListedMutation } from './useSetBuildingListedMutation';

/** Whether tenants can find the home, what stops it from being listed, List/Unlist, and a preview of its card. */
export function ListingStatusSection({ building }: { building: ListingStatusSection_building$key }) {
  const home = useFragment(graphql`
    fragment ListingStatusSection_building on Building {
      id
      databaseId
      title
      management { status configurationErrors { code message } }
      ...ListingCard_building
    }
  `, building);
  const [setListed, busy] = useSetBuildingListedMutation();
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const listed = home.management?.status === 'LISTED';
  const errors = home.management?.configurationErrors ?? [];
  return (
    <section className={styles.section} aria-labelledby="status-heading">
      <h2 id="status-heading">Listing</h2>
      {home.management && <StatusBadge status={home.management.status} />}
      {errors.length > 0 ? (
        <div className={styles.errors}>
          <p><strong>Before you can list it:</strong></p>
          <ConfigurationErrorList errors={errors} />
        </div>
      ) : !listed && <p className="muted">Everything is in place: list it and renters can apply.</p>}
      {message && <p role={message.error ? 'alert' : 'status'} className={message.error ? 'alert alert-error' : 'muted'}>{message.text}</p>}
      <div className={styles.actions}>
        <button type="button" className={listed ? 'btn' : 'btn btn-primary'} disabled={busy}
          onClick={() => setListed({ buildingId: home.id, listed: !listed }, reportTo(setMessage, listed ? 'Unlisted: renters no longer find it.' : 'Listed: renters can find it now.'))}>
          {listed ? 'Unlist' : 'List this home'}
        </button>
        <Link className="btn btn-quiet" to={`/listings/id/${home.databaseId}`}>Preview the listing page</Link>
      </div>
      <h3>Preview of the listing card</h3>
      <div className={styles.preview}><ListingCard building={home} /></div>
    </section>
  );
}
