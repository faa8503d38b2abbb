import { useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { RenterAnimalsQuery as RenterAnimalsQueryType } from '../../__generated__/RenterAnimalsQuery.graphql';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { SignInPrompt } from '../../app/session/SignInPrompt';
import { useDisposeOnReplace } from '../../app/relay/routeQuery';
import { OnboardingProgress } from '../OnboardingProgress';
import { useGoToNextOnboardingStep } from '../useGoToNextOnboardingStep';
import { AnimalList } from './AnimalList';
import styles from './Pets.module.css';
import { useSetRentingWithAnimalMutation } from './useSetRentingWithAnimalMutation';

export const RenterAnimalsQuery = graphql`
  query RenterAnimalsQuery {
    viewer {
      isGuest
      ...OnboardingProgress_viewer
      user {
        profile {
          isRentingWithAnimal
        }
      }
      tenantAnimals {
        id
      }
      ...AnimalList_viewer
    }
  }
`;

type Answer = 'yes' | 'no' | null;

/** /renter-animals (Pets & Animals, spec §4 step 3): whether an animal lives with the renter, and which. */
export function RenterAnimals() {
  const queryRef = useLoaderData() as PreloadedQuery<RenterAnimalsQueryType>;
  useDisposeOnReplace(queryRef);
  const { viewer } = usePreloadedQuery<RenterAnimalsQueryType>(RenterAnimalsQuery, queryRef);
  useDocumentTitle('Pets & animals');
  const saved = viewer.user?.profile.isRentingWithAnimal;
  const [answer, setAnswer] = useState<Answer>(saved == null ? null : saved ? 'yes' : 'no');
  const [problem, setProblem] = useState<string | null>(null);
  const [setRenting, saving] = useSetRentingWithAnimalMutation();
  const goToNextStep = useGoToNextOnboardingStep();
  if (viewer.isGuest) {
    return (
      <SignInPrompt title="Log in to tell us about your animals" returnTo="/renter-animals">
        <p>Homeowners need to know about any animal that will live with you.</p>
      </SignInPrompt>
    );
  }

  const onContinue = () => {
    if (!answer) return setProblem('Choose yes or no.');
    if (answer === 'yes' && viewer.tenantAnimals.length === 0) return setProblem('Add your animal first, or answer No.');
    setProblem(null);
    setRenting(answer === 'yes', {
      onDone: goToNextStep,
      onUserErrors: (errors) => setProblem(errors[0]?.message ?? 'Something is not right. Try again.'),
      onFailure: () => setProblem('We could not save your answer. Check your connection and try again.'),
    });
  };

  return (
    <div className={`page ${styles.page}`}>
      <h1>Pets &amp; animals</h1>
      <p className="muted">Homeowners set which animals their home accepts. Tell us about any animal that will live with you, including service and support animals.</p>
      <OnboardingProgress viewer={viewer} />
      <fieldset className={styles.question} aria-describedby={problem ? 'pets-problem' : undefined}>
        <legend>Will an animal live with you?</legend>
        <div className={styles.yesNo}>
          {(['yes', 'no'] as const).map((value) => (
            <label key={value} className={styles.yesNoChoice}>
              <input type="radio" name="renting-with-animal" value={value} checked={answer === value}
                onChange={() => { setAnswer(value); setProblem(null); }} />
              {value === 'yes' ? 'Yes' : 'No'}
            </label>
          ))}
        </div>
      </fieldset>
      {answer === 'yes' && <AnimalList viewer={viewer} />}
      {problem && <p id="pets-problem" role="alert" className="alert alert-error">{problem}</p>}
      <button type="button" className={`btn btn-primary ${styles.continue}`} onClick={onContinue} disabled={saving}>
        {saving ? 'Saving…' : 'Continue'}
      </button>
    </div>
  );
}
