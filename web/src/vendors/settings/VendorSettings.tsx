import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router';
import type { VendorSettingsQuery as QueryType, VendorSettingsQuery$data } from '../../__generated__/VendorSettingsQuery.graphql';
import { useDisposeOnReplace } from '../../app/relay/routeQuery';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { CompanyStep } from '../onboarding/CompanyStep';
import { DocumentsStep } from '../onboarding/DocumentsStep';
import { PayoutStep } from '../onboarding/PayoutStep';
import { TradesStep } from '../onboarding/TradesStep';
import { CompanyAvatar, CompanyPhoto } from './CompanyPhoto';
import { CompanySummary, DocumentsSummary, PayoutSummary } from './CompanySummary';
import { ExpiryNotice } from './ExpiryNotice';
import { TeamSection } from './TeamSection';
import styles from './VendorSettings.module.css';

export const VendorSettingsQuery = graphql`
  query VendorSettingsQuery {
    myResidentialServiceProvider {
      ...VendorOnboard_provider @relay(mask: false)
      photoUrl
      viewerRole
      users { userId name email role isViewer joinedAt }
      openInvites { databaseId email expired expiresAt }
    }
  }
`;

export type SettingsCompany = NonNullable<VendorSettingsQuery$data['myResidentialServiceProvider']>;

/**
 * /vendor/settings (behind the onboarding gate): the company's profile, photo,
 * documents, payout account and team. The owner edits with the onboarding's own
 * forms; a member reads the same facts and may only leave.
 */
export function VendorSettings() {
  const queryRef = useLoaderData() as PreloadedQuery<QueryType>;
  useDisposeOnReplace(queryRef);
  const company = usePreloadedQuery<QueryType>(VendorSettingsQuery, queryRef).myResidentialServiceProvider;
  useDocumentTitle('Vendor profile');
  if (!company) {
    return (
      <div className={`page ${styles.page}`}>
        <h1>Vendor profile</h1>
        <p>You are not part of a vendor company (any more). <Link to="/vendor/onboard">Set up your own</Link>.</p>
      </div>
    );
  }
  const owner = company.viewerRole === 'OWNER';
  const ownerName = company.users.find((u) => u.role === 'OWNER')?.name ?? 'its owner';
  return (
    <div className={`page ${styles.page}`}>
      <header className={styles.header}>
        <CompanyAvatar company={company} />
        <div>
          <h1>{company.name}</h1>
          <p className="muted">Vendor profile{owner ? '' : ` · you are a member of ${company.name}`}</p>
        </div>
      </header>
      <ExpiryNotice documents={company.documents} owner={owner} />
      {!owner && (
        <p className={`alert ${styles.note}`} role="note" data-testid="member-note">
          Only {ownerName}, the company&apos;s owner, can change these details, hand in documents and invite people. Ask them for changes.
        </p>
      )}
      <div className={styles.sections}>
        {owner ? (
          <>
            <section className={`card ${styles.card}`} aria-labelledby="company-heading"><CompanyStep company={company} settings /></section>
            <section className={`card ${styles.card}`} aria-labelledby="photo-heading"><CompanyPhoto company={company} /></section>
            <section className={`card ${styles.card}`} aria-labelledby="trades-heading"><TradesStep company={company} settings /></section>
            <section className={`card ${styles.card}`} aria-labelledby="documents-heading"><DocumentsStep company={company} settings /></section>
            <section className={`card ${styles.card}`} aria-labelledby="payout-heading"><PayoutStep company={company} justConnected={false} settings /></section>
          </>
        ) : (
          <>
            <section className={`card ${styles.card}`} aria-labelledby="company-heading"><CompanySummary company={company} /></section>
            <section className={`card ${styles.card}`} aria-labelledby="documents-heading"><DocumentsSummary company={company} /></section>
            <section className={`card ${styles.card}`} aria-labelledby="payout-heading"><PayoutSummary company={company} /></section>
          </>
        )}
        <section className={`card ${styles.card}`} aria-labelledby="team-heading"><TeamSection company={company} /></section>
      </div>
    </div>
  );
}
