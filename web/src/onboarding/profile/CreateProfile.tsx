import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useNavigate, useSearchParams } from 'react-router';
import type { CreateProfileQuery as CreateProfileQueryType } from '../../__generated__/CreateProfileQuery.graphql';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { SignInPrompt } from '../../app/session/SignInPrompt';
import { useDisposeOnReplace } from '../../app/relay/routeQuery';
import { OnboardingProgress } from '../OnboardingProgress';
import { pathAfterStep } from '../onboardingSteps';
import { ApplicantProfileForm } from './ApplicantProfileForm';
import styles from './CreateProfile.module.css';

export const CreateProfileQuery = graphql`
  query CreateProfileQuery {
    viewer {
      isGuest
      applicantProfile {
        updatedAt
      }
      ...OnboardingProgress_viewer
      ...ApplicantProfileForm_viewer
    }
  }
`;

/** Only paths of this site, so a crafted link cannot send someone elsewhere. */
const sitePath = (value: string | null) => (value && value.startsWith('/') && !value.startsWith('//') ? value : null);

/**
 * /create-profile (spec §4 step 7): the roommate profile. After saving, the next
 * onboarding step; with no application in progress, back where the tenant came
 * from (`return_to`, e.g. the listing whose compatibility card sent them).
 */
export function CreateProfile() {
  const queryRef = useLoaderData() as PreloadedQuery<CreateProfileQueryType>;
  useDisposeOnReplace(queryRef);
  const { viewer } = usePreloadedQuery<CreateProfileQueryType>(CreateProfileQuery, queryRef);
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const editing = viewer.applicantProfile !== null;
  useDocumentTitle(editing ? 'Your roommate profile' : 'Create your profile');
  if (viewer.isGuest) {
    return (
      <SignInPrompt title="Log in to create your profile" returnTo="/create-profile">
        <p>Your roommate profile shows how you would fit with the people in each home.</p>
      </SignInPrompt>
    );
  }
  const onSaved = (next: string | null | undefined) => {
    const returnTo = sitePath(search.get('return_to'));
    navigate(returnTo && (!next || next === 'APPLICATIONS') ? returnTo : pathAfterStep(next));
  };
  return (
    <div className={`page ${styles.page}`}>
      <h1>{editing ? 'Your roommate profile' : 'Create your profile'}</h1>
      <p className="muted">A few quick questions about how you like to live. Homeowners see your answers with your application, and you see how well you would fit with each home's housemates.</p>
      <OnboardingProgress viewer={viewer} />
      <ApplicantProfileForm viewer={viewer} onSaved={onSaved} />
    </div>
  );
}
