import { useEffect } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import type { VendorOnboardQuery as QueryType, VendorOnboardQuery$data } from '../../__generated__/VendorOnboardQuery.graphql';
import { useDisposeOnReplace } from '../../app/relay/routeQuery';
import { SignInPrompt } from '../../app/session/SignInPrompt';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { CompanyStep } from './CompanyStep';
import { DocumentsStep } from './DocumentsStep';
import { FinishStep } from './FinishStep';
import { currentStep, type CompanyProgress, type OnboardingStepKey } from './onboardingSteps';
import { PayoutStep } from './PayoutStep';
import { StepList } from './StepList';
import { TeamStep } from './TeamStep';
import { TradesStep } from './TradesStep';
import styles from './VendorOnboard.module.css';

export const VendorOnboardQuery = graphql`
  query VendorOnboardQuery {
    viewer {
      isGuest
    }
    myResidentialServiceProvider {
      ...VendorOnboard_provider @relay(mask: false)
    }
  }
`;

/** Everything the steps show of the company; every step's mutation answers it, so the page follows each save. */
export const VendorOnboardProviderFragment = graphql`
  fragment VendorOnboard_provider on ResidentialServiceProvider {
    id
    name
    serviceCategories
    regions
    timeZone
    businessHours {
      monday { opens closes }
      tuesday { opens closes }
      wednesday { opens closes }
      thursday { opens closes }
      friday { opens closes }
      saturday { opens closes }
      sunday { opens closes }
    }
    onboardingCompletedAt
    onboardingStepsMissing
    documents {
      kind
      fileName
      downloadUrl
      expiresOn
      expired
    }
    payoutAccount {
      connectedAt
    }
    users {
      userId
      firstName
      role
    }
  }
`;

export type Company = NonNullable<VendorOnboardQuery$data['myResidentialServiceProvider']>;

function progressOf(company: Company | null): CompanyProgress | null {
  if (!company) return null;
  return { missing: company.onboardingStepsMissing, completed: company.onboardingCompletedAt !== null, teamSize: company.users.length };
}

/**
 * /vendor/onboard: the steps a vendor takes before the job feed opens (spec §2),
 * one at a time. Each step saves to the api as it is taken, so the vendor can leave
 * and come back to the first step still to do (`?step=` opens another).
 */
export function VendorOnboard() {
  const queryRef = useLoaderData() as PreloadedQuery<QueryType>;
  useDisposeOnReplace(queryRef);
  const data = usePreloadedQuery<QueryType>(VendorOnboardQuery, queryRef);
  const company = data.myResidentialServiceProvider ?? null;
  const [params, setParams] = useSearchParams();
  useDocumentTitle('Vendor onboarding');
  const progress = progressOf(company);
  const payoutConnected = params.get('payout_connected') === '1';
  // Back from the payments provider, the payout step says how it went.
  const step = currentStep(params.get('step') ?? (payoutConnected ? 'payout' : null), progress);
  const named = params.get('step');
  // The step resumed at is written into the address, so the panel stays put while its saves change what is left to do.
  useEffect(() => {
    if (!data.viewer.isGuest && named === null) {
      setParams((p) => { p.set('step', step); return p; }, { replace: true });
    }
  }, [data.viewer.isGuest, named, step, setParams]);
  if (data.viewer.isGuest) {
    return (
      <SignInPrompt title="Log in to set up your vendor account" returnTo="/vendor/onboard">
        <p>Onboarding is where your company, trades, service area and paperwork come together before you take jobs.</p>
      </SignInPrompt>
    );
  }
  return (
    <div className={`page ${styles.page}`}>
      <h1>Set up your vendor account</h1>
      <p className={styles.lead}>
        A few steps stand between you and the job feed. Each one is saved as you go: you can stop and pick up where you left off.
      </p>
      {progress?.completed && (
        <div className={`alert alert-success ${styles.done}`}>
          <p>Your onboarding is complete.</p>
          <Link className="btn btn-primary" to="/vendor/jobs">See available jobs</Link>
        </div>
      )}
      <div className={styles.layout}>
        <StepList current={step} progress={progress} />
        <section className={`card ${styles.panel}`} aria-labelledby="step-heading">
          <StepPanel step={step} company={company} payoutConnected={payoutConnected} />
        </section>
      </div>
    </div>
  );
}

function StepPanel({ step, company, payoutConnected }: { step: OnboardingStepKey; company: Company | null; payoutConnected: boolean }) {
  if (step === 'company') return <CompanyStep company={company} />;
  if (step === 'trades') return <TradesStep company={company} />;
  if (!company) return <NeedsCompany />;
  switch (step) {
    case 'documents': return <DocumentsStep company={company} />;
    case 'payout': return <PayoutStep company={company} justConnected={payoutConnected} />;
    case 'team': return <TeamStep company={company} />;
    default: return <FinishStep company={company} />;
  }
}

/** The later steps belong to a company: there is none until the trades step creates it. */
function NeedsCompany() {
  return (
    <>
      <h2 id="step-heading">Your company comes first</h2>
      <p>Give your company's name, trades and area first: the other steps are saved to it.</p>
      <Link className="btn btn-primary" to="?step=company">Start with your company</Link>
    </>
  );
}
