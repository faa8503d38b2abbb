import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { ProfileQuery as ProfileQueryType } from '../__generated__/ProfileQuery.graphql';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { SignInPrompt } from '../app/session/SignInPrompt';
import { useDisposeOnReplace } from '../app/relay/routeQuery';
import styles from './profile/Profile.module.css';
import { ProfileForm } from './profile/ProfileForm';
import { AccountAccessSection } from './profile/AccountAccessSection';
import { SetPasswordSection } from './profile/SetPasswordSection';

export const ProfileQuery = graphql`
  query ProfileQuery {
    viewer {
      currentRole
      user {
        ...ProfileForm_user
        ...SetPasswordSection_user
      }
      ...AccountAccessSection_viewer
    }
  }
`;

/** What /profile is for, in the words of the role the user acts in. */
const LEAD = {
  TENANT: 'Homeowners and future housemates see this when you apply for a room.',
  MANAGER: 'Your name and phone number as your tenants, applicants and co-managers see them.',
  VENDOR: 'Your name and phone number as the homes you work for see them.',
} as const;

/** /profile, for every role: the user's own details, and for renters their roommate preferences. */
export function Profile() {
  const queryRef = useLoaderData() as PreloadedQuery<ProfileQueryType>;
  useDisposeOnReplace(queryRef);
  const { viewer } = usePreloadedQuery<ProfileQueryType>(ProfileQuery, queryRef);
  useDocumentTitle('Your profile');
  if (!viewer.user) {
    return (
      <SignInPrompt title="Log in to see your profile" returnTo="/profile">
        <p>Your profile tells homeowners and future housemates a little about you.</p>
      </SignInPrompt>
    );
  }
  const role = viewer.currentRole === 'MANAGER' || viewer.currentRole === 'VENDOR' ? viewer.currentRole : 'TENANT';
  return (
    <div className={`page ${styles.page}`}>
      <h1>Your profile</h1>
      <p className="muted">{LEAD[role]}</p>
      <ProfileForm user={viewer.user} asRenter={role === 'TENANT'} />
      <SetPasswordSection user={viewer.user} />
      <AccountAccessSection viewer={viewer} />
    </div>
  );
}
