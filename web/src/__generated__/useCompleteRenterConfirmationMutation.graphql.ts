/**
 * @generated SignedSource<<4c3f25e950cb1f851a3b1a2bfc7080eb>>
 * @relayHash 649339560de4dab334111e1ef0f5d484
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 589051a96cffa879d657651343b45aa4919d3090f1e6b0ffdc445281ef2a1e5b

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OnboardingStep = "APPLICATIONS" | "CREATE_PROFILE" | "INCOME_VERIFICATION" | "INFORMATION_RELEASE_CONSENT" | "PETS" | "REFERENCES" | "RENTER_CONFIRMATION" | "SCREENING" | "%future added value";
export type useCompleteRenterConfirmationMutation$variables = Record<PropertyKey, never>;
export type useCompleteRenterConfirmationMutation$data = {
  readonly completeRenterConfirmation: {
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
    readonly viewer: {
      readonly nextOnboardingStep: OnboardingStep | null | undefined;
      readonly onboardingStepsRemaining: ReadonlyArray<OnboardingStep>;
      readonly " $fragmentSpreads": FragmentRefs<"OnboardingProgress_viewer">;
    };
  };
};
export type useCompleteRenterConfirmationMutation = {
  response: useCompleteRenterConfirmationMutation$data;
  variables: useCompleteRenterConfirmationMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nextOnboardingStep",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "onboardingStepsRemaining",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "UserError",
  "kind": "LinkedField",
  "name": "userErrors",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "field",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useCompleteRenterConfirmationMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "CompleteRenterConfirmationPayload",
        "kind": "LinkedField",
        "name": "completeRenterConfirmation",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Viewer",
            "kind": "LinkedField",
            "name": "viewer",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              (v1/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "OnboardingProgress_viewer"
              }
            ],
            "storageKey": null
          },
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useCompleteRenterConfirmationMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "CompleteRenterConfirmationPayload",
        "kind": "LinkedField",
        "name": "completeRenterConfirmation",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Viewer",
            "kind": "LinkedField",
            "name": "viewer",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              (v1/*:: as any*/)
            ],
            "storageKey": null
          },
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "649339560de4dab334111e1ef0f5d484",
    "id": "589051a96cffa879d657651343b45aa4919d3090f1e6b0ffdc445281ef2a1e5b",
    "metadata": {},
    "name": "useCompleteRenterConfirmationMutation",
    "operationKind": "mutation",
    "text": "mutation useCompleteRenterConfirmationMutation {\n  completeRenterConfirmation {\n    viewer {\n      nextOnboardingStep\n      onboardingStepsRemaining\n      ...OnboardingProgress_viewer\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}\n\nfragment OnboardingProgress_viewer on Viewer {\n  nextOnboardingStep\n  onboardingStepsRemaining\n}\n"
  }
};
})();

(node as any).hash = "366807c68ad220df6809d46c81172600";

export default node;
