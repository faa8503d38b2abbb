import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { ProfileQuery as ProfileQueryType } from '../__generated__/ProfileQuery.graphql';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { SignInPrompt } from '../components/SignInPrompt';
import { useDisposeOnReplace } from '../relay/routeQuery';
import styles from './profile/Profile.module.css';
import { ProfileForm } from './profile/ProfileForm';

export const ProfileQuery = graphql`
  query ProfileQuery {
    viewer {
      user {
        ...ProfileForm_user
      }
    }
  }
`;

/** /profile, for every role: the user's own details and roommate preferences. */
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
  return (
    <div className={`page ${styles.page}`}>
      <h1>Your profile</h1>
      <p className="muted">Homeowners and future housemates see this when you apply for a room.</p>
      <ProfileForm user={viewer.user} />
    </div>
  );
}
