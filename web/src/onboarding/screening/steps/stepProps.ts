import type { ScreeningFlow_screening$key } from '../../../__generated__/ScreeningFlow_screening.graphql';

/** What every screening step gets from the wizard. */
export interface StepProps {
  /** Set when the viewer is screened as a guarantor of this connection. */
  guarantorConnectionId: string | null;
  /** The screening after a write: the wizard shows its next step, with an optional notice. */
  advance(screening: ScreeningFlow_screening$key, notice?: string): void;
  /** Screening is over: `next` is the viewer's next onboarding step. */
  finish(next: string | null | undefined): void;
}
