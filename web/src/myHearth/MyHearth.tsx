import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useEffect } from 'react';
import { Link, useLoaderData, useLocation } from 'react-router';
import { BRAND_NAME } from '../../../common/brand';
import { ONBOARDING_STEPS, pathForOnboardingStep, type OnboardingStepName } from '../../../common/onboarding';
import type { MyHearthQuery as QueryType } from '../__generated__/MyHearthQuery.graphql';
import { useDisposeOnReplace } from '../app/relay/routeQuery';
import { SignInPrompt } from '../app/session/SignInPrompt';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { CompatibilityCard } from '../shared/components/CompatibilityCard';
import { MessagePage } from '../shared/components/MessagePage';
import { formatDate } from '../shared/format';
import { Housemates } from './Housemates';
import { MoveInChecklist } from './MoveInChecklist';
import styles from './MyHearth.module.css';
import { ACCESS_METHOD_WORDS, APPLICATION_STATE_WORDS } from './myHearthWords';
import { PromoteListing } from './PromoteListing';
import { RentDue } from './RentDue';

export const MyHearthQuery = graphql`
  query MyHearthQuery {
    viewer {
      isGuest
      currentRole
      nextOnboardingStep
      myHome {
        title
        buildingDatabaseId
        bedroomName
        moveInDate
        moveOutDate
        address { street city state zip }
        building { ...CompatibilityCard_building }
        access { method instructions wifiNetworkName wifiPassword }
        housemates { firstName bedroomName moveInDate occupation interests roommateAnswers { question label answer } }
        openRooms { bedroomId name availableFrom totalRent { formatted } }
        checklist { leaseCountersignedAt depositPaidAt autopayOn rentersInsurancePurchasedAt firstRentPaidAt accessReady }
      }
      referral { ...PromoteListing_referral }
      billing { ...RentDue_billing }
      maintenanceTickets(first: 5) {
        edges { node { id databaseId title status updatedAt } }
      }
      applications(first: 5, excludeDeactivated: true) {
        edges { node { id databaseId state moveInDate building { title } assignedBedroom { name } } }
      }
    }
  }
`;

const PAGE_TITLE = `My ${BRAND_NAME}`;
const stepTitle = (step: string) => ONBOARDING_STEPS.find((s) => s.step === step)?.title;

/**
 * /my-hearth (spec §2): the renter's home once a lease is signed (home, room, lease
 * dates, rent and autopay, housemates, tickets, access, move-in checklist, and
 * inviting a friend); before that, where their application stands and the next step.
 */
export function MyHearth() {
  const queryRef = useLoaderData() as PreloadedQuery<QueryType>;
  useDisposeOnReplace(queryRef);
  const { viewer } = usePreloadedQuery<QueryType>(MyHearthQuery, queryRef);
  useDocumentTitle(PAGE_TITLE);
  const { hash } = useLocation();
  // The navigation's "Promote Listing" (/my-hearth#promote-listing): the section arrives with the data, after the browser looked for it.
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [hash]);

  if (viewer.isGuest) {
    return (
      <SignInPrompt title={`Your home on ${BRAND_NAME}`} returnTo="/my-hearth">
        <p>Log in to see your room, your housemates, your rent and how to get in.</p>
      </SignInPrompt>
    );
  }
  if (viewer.currentRole !== 'TENANT') {
    return (
      <div className="page">
        <MessagePage title={`${PAGE_TITLE} is for renters`} actions={<Link className="btn btn-primary" to="/listings">Browse listings</Link>}>
          <p>This page shows a renter their home. Switch to your renter role from the account menu to see yours.</p>
        </MessagePage>
      </div>
    );
  }

  const home = viewer.myHome;
  if (!home) {
    const applications = viewer.applications.edges.map((e) => e.node);
    const next = viewer.nextOnboardingStep;
    return (
      <div className={`page ${styles.page}`}>
        <header className={styles.header}>
          <h1>{PAGE_TITLE}</h1>
          <p className="muted">Your room, housemates and rent show here once you have signed a lease.</p>
        </header>
        <section aria-labelledby="standing-heading" className={`card ${styles.card}`}>
          <h2 id="standing-heading">Where your application stands</h2>
          {applications.length === 0 ? (
            <>
              <p>You have no application open. Find a room you like and apply: it takes about ten minutes.</p>
              <Link className="btn btn-primary" to="/listings">Browse listings</Link>
            </>
          ) : (
            <>
              <ul className={styles.applications}>
                {applications.map((a) => (
                  <li key={a.id}>
                    <Link to={`/applications/${a.databaseId}`}>{a.building.title}{a.assignedBedroom ? `, ${a.assignedBedroom.name}` : ''}</Link>
                    <span className={styles.state}>{APPLICATION_STATE_WORDS[a.state] ?? a.state}</span>
                    <span className="muted">Move-in {formatDate(a.moveInDate)}</span>
                  </li>
                ))}
              </ul>
              {next && next !== 'APPLICATIONS' ? (
                <p className={styles.nextStep}>
                  Next step: <strong>{stepTitle(next)}</strong>{' '}
                  <Link className="btn btn-primary" to={pathForOnboardingStep(next as OnboardingStepName)}>Continue</Link>
                </p>
              ) : (
                <p className={styles.nextStep}>Every step is done on your side. We will tell you as soon as the homeowner decides.</p>
              )}
            </>
          )}
        </section>
      </div>
    );
  }

  const tickets = viewer.maintenanceTickets.edges.map((e) => e.node).filter((t) => t.status !== 'COMPLETED');
  const { access } = home;
  return (
    <div className={`page ${styles.page}`}>
      <header className={styles.header}>
        <h1>{PAGE_TITLE}</h1>
        <p className="muted">Everything about living at {home.title}, in one place.</p>
      </header>

      <div className={styles.grid}>
        <section aria-labelledby="home-heading" className={`card ${styles.card}`}>
          <h2 id="home-heading">{home.title}</h2>
          <dl className={styles.facts}>
            <dt>Address</dt>
            <dd>{home.address.street}, {home.address.city}, {home.address.state} {home.address.zip}</dd>
            <dt>Your room</dt>
            <dd>{home.bedroomName}</dd>
            <dt>Lease</dt>
            <dd>{formatDate(home.moveInDate)} to {formatDate(home.moveOutDate)}</dd>
          </dl>
          <Link to={`/listings/id/${home.buildingDatabaseId}`}>See the listing</Link>
        </section>

        {viewer.billing && <RentDue billing={viewer.billing} />}
      </div>

      <MoveInChecklist checklist={home.checklist} />

      <Housemates housemates={home.housemates} />
      {home.building && <CompatibilityCard building={home.building} />}

      <div className={styles.grid}>
        <section aria-labelledby="access-heading" className={`card ${styles.card}`}>
          <h2 id="access-heading">Getting in and online</h2>
          <dl className={styles.facts}>
            <dt>Access</dt>
            <dd>{access.method ? ACCESS_METHOD_WORDS[access.method] : 'Your homeowner has not said yet'}</dd>
            {access.instructions && <><dt>Instructions</dt><dd className={styles.prewrap}>{access.instructions}</dd></>}
            <dt>Wifi</dt>
            <dd>{access.wifiNetworkName ? <>{access.wifiNetworkName}{access.wifiPassword ? <> · password <code>{access.wifiPassword}</code></> : ''}</> : 'Not given yet'}</dd>
          </dl>
          <p className="muted">Only the people who live here see this. Keep codes and passwords among housemates.</p>
        </section>

        <section aria-labelledby="tickets-heading" className={`card ${styles.card}`}>
          <h2 id="tickets-heading">Open requests</h2>
          {tickets.length === 0 ? (
            <p>No open requests. Something broken or missing? Tell your homeowner.</p>
          ) : (
            <ul className={styles.tickets}>
              {tickets.map((t) => (
                <li key={t.id}>
                  <Link to={`/renter-support?ticket=${t.databaseId}`}>{t.title}</Link>
                  <span className="muted"> · {t.status === 'IN_PROGRESS' ? 'In progress' : 'Not started'}</span>
                </li>
              ))}
            </ul>
          )}
          <Link className="btn" to="/renter-support">Go to Support</Link>
        </section>
      </div>

      {viewer.referral && (
        <PromoteListing referral={viewer.referral} homeTitle={home.title} buildingDatabaseId={home.buildingDatabaseId} openRooms={home.openRooms} />
      )}
    </div>
  );
}
