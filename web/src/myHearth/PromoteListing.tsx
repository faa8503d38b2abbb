import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { PromoteListing_referral$key } from '../__generated__/PromoteListing_referral.graphql';
import { formatDate } from '../shared/format';
import styles from './MyHearth.module.css';
import { useCreateReferralCodeMutation } from './useCreateReferralCodeMutation';

const fragment = graphql`
  fragment PromoteListing_referral on Referral {
    eligible
    code
    friendCredit { formatted }
    referrerCredit { formatted }
    creditedTotal { cents formatted }
    uses { friendFirstName homeTitle appliedAt leaseSignedAt credit { formatted } creditedAt }
  }
`;

export interface OpenRoomLink {
  readonly bedroomId: string;
  readonly name: string;
  readonly availableFrom: string;
  readonly totalRent: { readonly formatted: string };
}

/** The listing with the code, so the apply form opens with it filled in. */
export function inviteLink(origin: string, buildingDatabaseId: string, code: string): string {
  return `${origin}/listings/id/${encodeURIComponent(buildingDatabaseId)}?promo_code=${encodeURIComponent(code)}`;
}

/**
 * /my-hearth#promote-listing (spec §2, only with a signed lease): the renter invites a
 * friend to an open room of their home with their own code, and sees who used it and
 * the credit each signed lease earned them.
 */
export function PromoteListing({ referral, homeTitle, buildingDatabaseId, openRooms }: {
  referral: PromoteListing_referral$key;
  homeTitle: string;
  buildingDatabaseId: string;
  openRooms: readonly OpenRoomLink[];
}) {
  const data = useFragment(fragment, referral);
  const [create, creating] = useCreateReferralCodeMutation();
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  if (!data.eligible) return null;
  // The link is built in the browser (the site's own address), only once a code exists.
  const link = data.code && typeof window !== 'undefined' ? inviteLink(window.location.origin, buildingDatabaseId, data.code) : null;

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      setCopied(false);
      setError('Your browser did not let us copy. Select the link and copy it yourself.');
    }
  };

  return (
    <section id="promote-listing" aria-labelledby="promote-heading" className={`card ${styles.card} ${styles.promote}`}>
      <h2 id="promote-heading">Invite a friend to {homeTitle}</h2>
      <p>
        Know someone who would fit in? Share your link: your friend gets <strong>{data.friendCredit.formatted} off</strong> their
        first rent, and you get a <strong>{data.referrerCredit.formatted} credit</strong> on your rent once they sign their lease.
      </p>
      {openRooms.length > 0 ? (
        <ul className={styles.openRooms} aria-label="Rooms open for a friend">
          {openRooms.map((room) => (
            <li key={room.bedroomId}>
              <strong>{room.name}</strong> · {room.totalRent.formatted}/month · {room.availableFrom <= new Date().toISOString().slice(0, 10) ? 'available now' : `from ${formatDate(room.availableFrom)}`}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">Every room here is taken for the next three months. Your code works on any home your friend
          applies for, and they can apply here as soon as a room opens.</p>
      )}
      {data.code ? (
        <div className={styles.shareBox}>
          <p className={styles.codeLine}>Your code <code className={styles.code}>{data.code}</code></p>
          {link && (
            <div className={styles.linkRow}>
              <label className="visually-hidden" htmlFor="invite-link">Your invite link</label>
              <input id="invite-link" className="input" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
              <button type="button" className="btn btn-primary" onClick={() => void copy()}>Copy link</button>
            </div>
          )}
          {copied && <p role="status" className={styles.ok}>Link copied. Paste it into a message to your friend.</p>}
        </div>
      ) : (
        <button type="button" className="btn btn-primary" disabled={creating} onClick={() => {
          setError(null);
          create({
            onDone: () => undefined,
            onUserErrors: (errors) => setError(errors[0]?.message ?? 'We could not make your invite link.'),
            onFailure: () => setError('We could not make your invite link. Check your connection and try again.'),
          });
        }}>
          {creating ? 'Making your link…' : 'Get my invite link'}
        </button>
      )}
      {error && <p role="alert" className={styles.failure}>{error}</p>}
      <h3 className={styles.subheading}>Friends who used your code</h3>
      {data.uses.length === 0 ? (
        <p className="muted">Nobody yet. When a friend applies with your code, you will see it here.</p>
      ) : (
        <>
          <ul className={styles.uses}>
            {data.uses.map((use) => (
              <li key={`${use.friendFirstName}-${use.appliedAt}`}>
                {use.credit
                  ? <>Used by <strong>{use.friendFirstName}</strong> at {use.homeTitle}: credit {use.credit.formatted} on {formatDate(use.creditedAt ?? use.appliedAt)}</>
                  : <>Used by <strong>{use.friendFirstName}</strong> at {use.homeTitle}: applied {formatDate(use.appliedAt)}, your credit comes when they sign their lease</>}
              </li>
            ))}
          </ul>
          {data.creditedTotal.cents > 0 && <p>Credited to you so far: <strong>{data.creditedTotal.formatted}</strong>, taken off what you owe on Billing.</p>}
        </>
      )}
    </section>
  );
}
