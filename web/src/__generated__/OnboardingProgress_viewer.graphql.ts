/**
 * @generated SignedSource<<d17a62c6ddd0d75eac618e090c0fe445>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OnboardingStep = "APPLICATIONS" | "CREATE_PROFILE" | "INCOME_VERIFICATION" | "INFORMATION_RELEASE_CONSENT" | "PETS" | "REFERENCES" | "RENTER_CONFIRMATION" | "SCREENING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OnboardingProgress_viewer$data = {
  readonly nextOnboardingStep: OnboardingStep | null | undefined;
  readonly onboardingStepsRemaining: ReadonlyArray<OnboardingStep>;
  readonly " $fragmentType": "OnboardingProgress_viewer";
};
export type OnboardingProgress_viewer$key = {
  readonly " $data"?: OnboardingProgress_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"OnboardingProgress_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OnboardingProgress_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nextOnboardingStep",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "onboardingStepsRemaining",
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "072129ece84f0ab090d8de198f8fc1f4";

export default node;
