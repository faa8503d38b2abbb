import { useCallback } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import type { ApplicationPageQuery as QueryType } from '../../__generated__/ApplicationPageQuery.graphql';
import { useDisposeOnReplace } from '../../app/relay/routeQuery';
import { SignInPrompt } from '../../app/session/SignInPrompt';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { OnboardingProgress } from '../../onboarding/OnboardingProgress';
import { ListingPhoto } from '../../shared/components/ListingPhoto';
import { MessagePage } from '../../shared/components/MessagePage';
import { formatDate } from '../../shared/format';
import listStyles from '../Applications.module.css';
import { ApplicationFeeForm } from '../list/ApplicationFeeForm';
import { FeePaidNotice } from '../list/FeePaidNotice';
import { applicationStatus, owesApplicationFee, type ApplicationStatus } from '../list/applicationTimeline';
import { WithdrawForm } from '../list/WithdrawForm';
import { InformationRequestCard } from '../requests/InformationRequestCard';
import { ApplicationDocuments } from './ApplicationDocuments';
import { applicationJourney, whatIsLeft, type JourneyFacts } from './applicationJourney';
import styles from './ApplicationPage.module.css';
import { PromoCodeForm } from './PromoCodeForm';

export const ApplicationPageQuery = graphql`
  query ApplicationPageQuery($databaseId: String!) {
    viewer {
      isGuest
      nextOnboardingStep
      onboardingStepsRemaining
      ...OnboardingProgress_viewer
      ...ApplicationDocuments_viewer
      user { profile { applicantInformationReleaseConsentSubmittedAt } }
      screening { reportsGeneratedAt }
      informationRequests {
        id
        status
        lifecycleDatabaseId
        ...InformationRequestCard_request
      }
    }
    application(databaseId: $databaseId) {
      id
      databaseId
      state
      allowedActions
      isActive
      moveInDate
      moveOutDate
      promoCode
      applicationSignedAt
      applicationFeePaidAt
      lifecycleTenantReferencesStepCompletedAt
      tenantFinancialQualificationsStepCompletedAt
      needsFinancialQualifications
      applicationCompletedAt
      applicationDeactivatedAt
      applicationLostAt
      leaseSignedAt
      approvedAt
      deniedAt
      denialReasonLabel
      deactivationReasonLabel
      managerBedroomLease { signedAt }
      lease { databaseId viewerCanSign }
      applicationFee { formatted }
      building {
        databaseId
        title
        address { city state }
        photos { url alt }
      }
      assignedBedroom {
        name
        rent { totalRent { formatted } }
      }
      ...ApplicationDocuments_lifecycle
    }
  }
`;

const STATUS_CLASS: Record<ApplicationStatus, string | undefined> = {
  'In progress': listStyles.statusActive, Complete: listStyles.statusDone, 'Lease signed': listStyles.statusDone, Withdrawn: undefined, Closed: undefined,
};

/**
 * /applications/:id: one application as its applicant follows it: the room and dates,
 * every step with its date, what is left, what the homeowner asked, the documents
 * given, and what may be done now. Anyone else reads "not found".
 */
export function ApplicationPage() {
  const queryRef = useLoaderData() as PreloadedQuery<QueryType>;
  useDisposeOnReplace(queryRef);
  const { viewer, application: l } = usePreloadedQuery<QueryType>(ApplicationPageQuery, queryRef);
  const { revalidate } = useRevalidator();
  // What is allowed now changes with every action: read the page again.
  const refresh = useCallback(() => { void revalidate(); }, [revalidate]);
  useDocumentTitle(l ? `Your application: ${l.building.title}` : 'Application not found');

  if (viewer.isGuest) {
    return (
      <SignInPrompt title="Log in to see your application" returnTo={typeof window === 'undefined' ? '/applications' : window.location.pathname}>
        <p>Your application, its progress and what is left to do are here once you log in.</p>
      </SignInPrompt>
    );
  }
  if (!l) {
    return (
      <div className="page">
        <MessagePage title="We could not find this application" icon="search"
          actions={<Link className="btn btn-primary" to="/applications">Go to your applications</Link>}>
          <p>It may belong to another account, or the link may be mistyped. An application is shown only to the person who applied.</p>
        </MessagePage>
      </div>
    );
  }

  const facts: JourneyFacts = {
    ...l,
    leaseCountersignedAt: l.managerBedroomLease?.signedAt,
    screeningCompletedAt: viewer.screening?.reportsGeneratedAt,
    consentAt: viewer.user?.profile.applicantInformationReleaseConsentSubmittedAt,
    needsIncome: l.needsFinancialQualifications,
  };
  const status = applicationStatus(l);
  const title = `${l.assignedBedroom?.name ?? 'A room'} at ${l.building.title}`;
  const stepsRemaining = l.isActive ? viewer.onboardingStepsRemaining.length : 0;
  const next = whatIsLeft({ ...facts, fee: l.applicationFee.formatted, stepsRemaining, canSignLease: Boolean(l.lease?.viewerCanSign) });
  const requests = viewer.informationRequests.filter((r) => r.lifecycleDatabaseId === l.databaseId);
  const awaiting = requests.filter((r) => r.status === 'AWAITING_RESPONSE');
  const answered = requests.filter((r) => r.status !== 'AWAITING_RESPONSE');
  const can = (action: string) => (l.allowedActions as readonly string[]).includes(action);
  const showPromo = Boolean(l.promoCode) || can('ADD_PROMO');

  return (
    <div className={`page ${styles.page}`}>
      <header className={styles.header}>
        <div className={styles.headText}>
          <h1 className={styles.title}>{title}</h1>
          <p className="muted">{l.building.address.city}, {l.building.address.state}</p>
        </div>
        <span className={`${listStyles.status} ${STATUS_CLASS[status] ?? ''}`} data-testid="application-status">{status}</span>
      </header>
      <FeePaidNotice lifecycleId={l.id} />

      <div className={styles.layout}>
        <aside className={styles.aside}>
          <section className={`card ${styles.room}`} aria-labelledby="room-heading">
            <div className={styles.roomPhoto}><ListingPhoto photo={l.building.photos[0]} /></div>
            <div className={styles.roomBody}>
              <h2 id="room-heading" className={styles.sectionTitle}>The room</h2>
              <dl className={styles.facts}>
                <dt>Home</dt>
                <dd><Link to={`/listings/id/${l.building.databaseId}`}>{l.building.title}</Link></dd>
                <dt>Room</dt>
                <dd>{l.assignedBedroom?.name ?? 'Not assigned yet'}</dd>
                <dt>Rent</dt>
                <dd data-testid="application-rent">{l.assignedBedroom ? `${l.assignedBedroom.rent.totalRent.formatted}/mo` : 'Set when a room is assigned'}</dd>
                <dt>Move in</dt>
                <dd>{formatDate(l.moveInDate)}</dd>
                <dt>Move out</dt>
                <dd>{formatDate(l.moveOutDate)}</dd>
                <dt>Application fee</dt>
                <dd>
                  {l.applicationFeePaidAt ? `${l.applicationFee.formatted}, paid ${formatDate(l.applicationFeePaidAt)}`
                    : owesApplicationFee(l) ? `${l.applicationFee.formatted}, not paid yet`
                      : l.applicationCompletedAt ? 'None for this application' : `${l.applicationFee.formatted}, not paid`}
                </dd>
              </dl>
              {showPromo && (
                <PromoCodeForm lifecycleId={l.id} promoCode={l.promoCode ?? null}
                  canAdd={can('ADD_PROMO')} canRemove={can('REMOVE_PROMO')} onChanged={refresh} />
              )}
            </div>
          </section>

          {l.isActive && (
            <section className={`card ${styles.section}`} aria-labelledby="actions-heading">
              <h2 id="actions-heading" className={styles.sectionTitle}>Actions</h2>
              <div className={listStyles.actions}>
                {owesApplicationFee(l) && (
                  <ApplicationFeeForm lifecycleId={l.id} fee={l.applicationFee.formatted} returnTo={`/applications/${l.databaseId}`} onPaid={refresh} />
                )}
                <WithdrawForm lifecycleId={l.id} homeTitle={l.building.title} onWithdrawn={refresh} />
              </div>
            </section>
          )}
        </aside>
        <div className={styles.main}>
          {/* While onboarding steps remain, the progress card says what is left (spec §4 order); then one sentence does. */}
          {l.isActive && <OnboardingProgress viewer={viewer} showContinue />}
          {(next || l.lease) && (
            <section className={`card ${styles.section}`} aria-labelledby="left-heading">
              <h2 id="left-heading" className={styles.sectionTitle}>What is left to do</h2>
              {next && <p className={styles.next}>{next}</p>}
              {l.lease && (
                <p>
                  <Link className="btn btn-primary" to={`/leases/${l.lease.databaseId}`}>
                    {l.lease.viewerCanSign ? 'Review and sign your lease' : 'View your lease'}
                  </Link>
                </p>
              )}
            </section>
          )}

          {awaiting.length > 0 && (
            <section aria-labelledby="requests-heading" className={listStyles.requests}>
              <h2 id="requests-heading" className={styles.sectionTitle}>The homeowner asks</h2>
              {awaiting.map((r) => <InformationRequestCard key={r.id} request={r} />)}
            </section>
          )}

          <section className={`card ${styles.section}`} aria-labelledby="timeline-heading">
            <h2 id="timeline-heading" className={styles.sectionTitle}>Timeline</h2>
            <ol className={styles.journey} aria-label="Steps of this application">
              {applicationJourney(facts).map((entry) => (
                <li key={entry.key} className={styles[entry.tone]}>
                  <span className={styles.stepLabel}>
                    {entry.label}
                    {entry.detail && <span className={styles.stepDetail}>{entry.detail}</span>}
                  </span>
                  <span className={styles.stepDate}>
                    {entry.at ? <time dateTime={entry.at}>{formatDate(entry.at)}</time> : 'Not yet'}
                  </span>
                </li>
              ))}
            </ol>
          </section>

          <ApplicationDocuments viewer={viewer} lifecycle={l} />

          {answered.length > 0 && (
            <section aria-labelledby="answered-heading" className={listStyles.requests}>
              <h2 id="answered-heading" className={styles.sectionTitle}>Requests you answered</h2>
              {answered.map((r) => <InformationRequestCard key={r.id} request={r} />)}
            </section>
          )}
        </div>

      </div>
    </div>
  );
}
