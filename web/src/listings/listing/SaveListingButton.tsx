import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import type { SaveListingButton_building$key } from '../../__generated__/SaveListingButton_building.graphql';
import { Icon } from '../../shared/components/Icon';
import { loginUrlFor } from '../../app/relay/loginRedirect';
import styles from './ListingDetail.module.css';
import { useSaveListingMutation } from './useSaveListingMutation';
import { useUnsaveListingMutation } from './useUnsaveListingMutation';

/** Guests are asked to log in first and come straight back to this home. */
export function SaveListingButton({ building, isGuest }: { building: SaveListingButton_building$key; isGuest: boolean }) {
  const home = useFragment(
    graphql`
      fragment SaveListingButton_building on Building {
        id
        databaseId
        isSaved
      }
    `,
    building,
  );
  const navigate = useNavigate();
  const [saveListing] = useSaveListingMutation();
  const [unsaveListing] = useUnsaveListingMutation();
  const [error, setError] = useState<string | null>(null);

  const onClick = () => {
    if (isGuest) return navigate(loginUrlFor(`/listings/id/${home.databaseId}`));
    setError(null);
    (home.isSaved ? unsaveListing : saveListing)(home.id, setError);
  };

  return (
    <div className={styles.save}>
      <button type="button" className={`btn ${home.isSaved ? styles.saved : ''}`} aria-pressed={isGuest ? undefined : home.isSaved} onClick={onClick}>
        <Icon name="heart" size={20} filled={home.isSaved} />
        {home.isSaved ? 'Saved' : 'Save'}
      </button>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
