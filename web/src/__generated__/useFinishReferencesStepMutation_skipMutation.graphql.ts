/**
 * @generated SignedSource<<aee8a1be4c20dcd283b55ec5e0fdacce>>
 * @relayHash fa979938dcaa8209458d16c507779461
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0f0d2f597c05427da3a8235e58bdcfa27252deafd830276d552dfabb7f4d1b9d

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OnboardingStep = "APPLICATIONS" | "CREATE_PROFILE" | "INCOME_VERIFICATION" | "INFORMATION_RELEASE_CONSENT" | "PETS" | "REFERENCES" | "RENTER_CONFIRMATION" | "SCREENING" | "%future added value";
export type SkipTenantRentalReferencesInput = {
  reason: string;
};
export type useFinishReferencesStepMutation_skipMutation$variables = {
  input: SkipTenantRentalReferencesInput;
};
export type useFinishReferencesStepMutation_skipMutation$data = {
  readonly skipTenantRentalReferences: {
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
    readonly viewer: {
      readonly nextOnboardingStep: OnboardingStep | null | undefined;
      readonly " $fragmentSpreads": FragmentRefs<"OnboardingProgress_viewer">;
    };
  };
};
export type useFinishReferencesStepMutation_skipMutation = {
  response: useFinishReferencesStepMutation_skipMutation$data;
  variables: useFinishReferencesStepMutation_skipMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nextOnboardingStep",
  "storageKey": null
},
v3 = {
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useFinishReferencesStepMutation_skipMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "TenantRentalReferencesStepPayload",
        "kind": "LinkedField",
        "name": "skipTenantRentalReferences",
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
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "OnboardingProgress_viewer"
              }
            ],
            "storageKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useFinishReferencesStepMutation_skipMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "TenantRentalReferencesStepPayload",
        "kind": "LinkedField",
        "name": "skipTenantRentalReferences",
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
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "onboardingStepsRemaining",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "fa979938dcaa8209458d16c507779461",
    "id": "0f0d2f597c05427da3a8235e58bdcfa27252deafd830276d552dfabb7f4d1b9d",
    "metadata": {},
    "name": "useFinishReferencesStepMutation_skipMutation",
    "operationKind": "mutation",
    "text": "mutation useFinishReferencesStepMutation_skipMutation(\n  $input: SkipTenantRentalReferencesInput!\n) {\n  skipTenantRentalReferences(input: $input) {\n    viewer {\n      nextOnboardingStep\n      ...OnboardingProgress_viewer\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}\n\nfragment OnboardingProgress_viewer on Viewer {\n  nextOnboardingStep\n  onboardingStepsRemaining\n}\n"
  }
};
})();

(node as any).hash = "6c5a0f8ff6216d0aa844904fbb92e342";

export default node;
