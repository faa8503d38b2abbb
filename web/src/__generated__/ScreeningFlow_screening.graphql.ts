/**
 * @generated SignedSource<<535e9b3559c99e0d1182a576a194d19f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ScreeningStep = "DONE" | "GENERATE_REPORTS" | "IDENTITY_DOCUMENT" | "IDENTITY_EXAM" | "IDENTITY_REVIEW" | "NO_SSN" | "RENTER_INFO" | "SSN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ScreeningFlow_screening$data = {
  readonly nextStep: ScreeningStep;
  readonly " $fragmentSpreads": FragmentRefs<"IdentityExamStep_screening" | "RenterInfoStep_screening" | "ScreeningDone_screening">;
  readonly " $fragmentType": "ScreeningFlow_screening";
};
export type ScreeningFlow_screening$key = {
  readonly " $data"?: ScreeningFlow_screening$data;
  readonly " $fragmentSpreads": FragmentRefs<"ScreeningFlow_screening">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ScreeningFlow_screening",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nextStep",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "RenterInfoStep_screening"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "IdentityExamStep_screening"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ScreeningDone_screening"
    }
  ],
  "type": "Screening",
  "abstractKey": null
};

(node as any).hash = "5b021b3312c9bcd28bd065dc9aea5634";

export default node;
