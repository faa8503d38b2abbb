import { useState } from 'react';
import { graphql } from 'react-relay';
import { Link, useNavigate } from 'react-router';
import type { FinishStepCompleteMutation } from '../../__generated__/FinishStepCompleteMutation.graphql';
import { ONBOARDING_STEPS, stepOf } from './onboardingSteps';
import { OFFLINE, usePromiseMutation } from './usePromiseMutation';
import type { Company } from './VendorOnboard';
import styles from './VendorOnboard.module.css';

const mutation = graphql`
  mutation FinishStepCompleteMutation($input: ServiceProviderInput!) {
    completeServiceProviderOnboarding(input: $input) {
      provider { ...VendorOnboard_provider }
      userErrors { field message }
    }
  }
`;

/** The api names a missing step in camelCase (insuranceCertificate); the steps list it in its own words. */
const STEP_OF_FIELD: Record<string, string> = {
  serviceCategories: 'SERVICE_CATEGORIES', regions: 'REGIONS', businessHours: 'BUSINESS_HOURS',
  insuranceCertificate: 'INSURANCE_CERTIFICATE', w9: 'W9', payoutAccount: 'PAYOUT_ACCOUNT',
};

interface Problem { message: string; step?: string }

/**
 * Finish: asks the api to complete the onboarding. What is still missing comes back
 * one message per step, each with a link to the step that settles it; once
 * complete the job feed opens.
 */
export function FinishStep({ company }: { company: Company }) {
  const navigate = useNavigate();
  const [complete, completing] = usePromiseMutation<FinishStepCompleteMutation>(mutation);
  const [problems, setProblems] = useState<Problem[]>([]);
  const missingSteps = ONBOARDING_STEPS.filter((s) => s.settles.some((m) => company.onboardingStepsMissing.includes(m)));

  const finish = async () => {
    setProblems([]);
    try {
      const { completeServiceProviderOnboarding: r } = await complete({ input: { providerId: company.id } });
      if (r.userErrors.length === 0) return navigate('/vendor/jobs');
      setProblems(r.userErrors.map((e) => ({ message: e.message, step: e.field ? stepOf(STEP_OF_FIELD[e.field] ?? '')?.key : undefined })));
    } catch {
      setProblems([{ message: OFFLINE }]);
    }
  };

  return (
    <>
      <h2 id="step-heading">Finish</h2>
      {missingSteps.length > 0 ? (
        <p>Still to do: {missingSteps.map((s) => s.title).join(', ')}. You can check now: we tell you what is missing.</p>
      ) : (
        <p>Everything is there. Finish to open your job feed, your jobs, dashboard and profile.</p>
      )}
      {problems.length > 0 && (
        <div className="alert alert-error" role="alert">
          <p>Before jobs are offered to you:</p>
          <ul className={styles.missing}>
            {problems.map((p) => (
              <li key={p.message}>{p.message} {p.step && <Link to={`?step=${p.step}`}>Go to this step</Link>}</li>
            ))}
          </ul>
        </div>
      )}
      <div className={styles.actions}>
        <button type="button" className="btn btn-primary" onClick={() => void finish()} disabled={completing}>Finish onboarding</button>
      </div>
    </>
  );
}
