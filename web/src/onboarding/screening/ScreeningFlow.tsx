import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ScreeningFlow_screening$key } from '../../__generated__/ScreeningFlow_screening.graphql';
import styles from './Screening.module.css';
import { GenerateReportsStep } from './steps/GenerateReportsStep';
import { IdentityDocumentStep } from './steps/IdentityDocumentStep';
import { IdentityExamStep } from './steps/IdentityExamStep';
import { IdentityReviewStep } from './steps/IdentityReviewStep';
import { NoSsnStep } from './steps/NoSsnStep';
import { RenterInfoStep } from './steps/RenterInfoStep';
import { ScreeningDone } from './steps/ScreeningDone';
import { SsnStep } from './steps/SsnStep';
import type { StepProps } from './steps/stepProps';

const STAGES: Record<string, [number, string]> = {
  RENTER_INFO: [1, 'Your details'],
  SSN: [2, 'Social Security number'],
  IDENTITY_EXAM: [3, 'Confirm your identity'],
  IDENTITY_DOCUMENT: [3, 'Confirm your identity'],
  IDENTITY_REVIEW: [3, 'Confirm your identity'],
  GENERATE_REPORTS: [4, 'Your screening reports'],
};

interface Props {
  screening: ScreeningFlow_screening$key;
  /** REST or global id: screen the viewer as this connection's guarantor (slice D's /guarantor-complete). */
  guarantorConnectionId?: string | null;
  /** Screening is over (reports run, or no US SSN): `next` is the viewer's next onboarding step. */
  onFinished(next: string | null | undefined): void;
}

/**
 * The screening wizard: details → SSN (or "no US SSN") → identity questions (or an
 * ID document) → reports. Each step's mutation answers the screening as it is
 * now, and the wizard shows whatever step that says is next.
 */
export function ScreeningFlow({ screening, guarantorConnectionId = null, onFinished }: Props) {
  const [current, setCurrent] = useState(screening);
  const [notice, setNotice] = useState<string | null>(null);
  // Each answer from the api remounts the step, so a new set of questions starts blank.
  const [version, setVersion] = useState(0);
  const data = useFragment(
    graphql`
      fragment ScreeningFlow_screening on Screening {
        nextStep
        ...RenterInfoStep_screening
        ...IdentityExamStep_screening
        ...ScreeningDone_screening
      }
    `,
    current,
  );
  const step: StepProps = {
    guarantorConnectionId,
    advance: (next, message) => {
      setNotice(message ?? null);
      setCurrent(next);
      setVersion((v) => v + 1);
    },
    finish: onFinished,
  };
  const stage = STAGES[data.nextStep];
  return (
    <section className={`card ${styles.card}`}>
      {stage && <p className={styles.stage}>Step {stage[0]} of 4 · {stage[1]}</p>}
      {notice && <p role="status" className="alert alert-success">{notice}</p>}
      <div key={version}>
      {data.nextStep === 'RENTER_INFO' && <RenterInfoStep {...step} screening={data} />}
      {data.nextStep === 'SSN' && <SsnStep {...step} />}
      {data.nextStep === 'IDENTITY_EXAM' && <IdentityExamStep {...step} screening={data} />}
      {data.nextStep === 'IDENTITY_DOCUMENT' && <IdentityDocumentStep {...step} />}
      {data.nextStep === 'IDENTITY_REVIEW' && <IdentityReviewStep {...step} />}
      {data.nextStep === 'GENERATE_REPORTS' && <GenerateReportsStep {...step} />}
      {data.nextStep === 'NO_SSN' && <NoSsnStep {...step} />}
      {data.nextStep === 'DONE' && <ScreeningDone {...step} screening={data} />}
      </div>
    </section>
  );
}
