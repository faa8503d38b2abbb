import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SignInPrompt } from '../../app/session/SignInPrompt';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { MessagePage } from '../../shared/components/MessagePage';

/** Spec §2, word for word: what the vendor's main pages say until provider onboarding is completed. */
export const ONBOARDING_GATE_MESSAGE = "This area will be available once you've finished your onboarding.";
export const RESUME_ONBOARDING = 'Resume onboarding now';
export const VENDOR_ONBOARD_PATH = '/vendor/onboard';

/** Who is looking: a guest (log in first), a vendor still onboarding, or one whose pages are open. */
export type GateState = 'guest' | 'onboarding' | 'open';

export function gateStateOf(viewer: { isGuest: boolean; onboardingCompleted: boolean | null | undefined }): GateState {
  if (viewer.isGuest) return 'guest';
  return viewer.onboardingCompleted ? 'open' : 'onboarding';
}

/**
 * Spec §2 and §6: /vendor/jobs, /vendor/my-jobs, /vendor/dashboard and /vendor/settings
 * open only once the provider's onboarding is completed; before that the page says so
 * and leads back to /vendor/onboard. A guest is asked to log in (the vendor login).
 */
export function OnboardingGate({ state, title, pathname, children }: {
  state: GateState;
  /** The page's name ("Available jobs"): the heading and the document title. */
  title: string;
  /** Where a guest returns after logging in. */
  pathname: string;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  if (state === 'open') return children;
  if (state === 'guest') {
    return (
      <SignInPrompt title={`Log in to see ${title.toLowerCase()}`} returnTo={pathname}>
        <p>This page is for vendors who work with homes on Hearth.</p>
      </SignInPrompt>
    );
  }
  return (
    <div className="page">
      <MessagePage
        title={title}
        icon="lock"
        actions={<Link className="btn btn-primary" to={VENDOR_ONBOARD_PATH}>{RESUME_ONBOARDING}</Link>}
      >
        <p>{ONBOARDING_GATE_MESSAGE}</p>
      </MessagePage>
    </div>
  );
}
