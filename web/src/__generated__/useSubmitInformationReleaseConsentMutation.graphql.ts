/**
 * @generated SignedSource<<1307e274c89c7ad8639e7dbf2ce2080e>>
 * @relayHash 3041e4ed3daff3dd831559b9e1260a21
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c73cfd671db5458b8530c5ad24cfdab2be896d7e052f2dc53da1fd6746e42361

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OnboardingStep = "APPLICATIONS" | "CREATE_PROFILE" | "INCOME_VERIFICATION" | "INFORMATION_RELEASE_CONSENT" | "PETS" | "REFERENCES" | "RENTER_CONFIRMATION" | "SCREENING" | "%future added value";
export type SubmitInformationReleaseConsentInput = {
  agreed: boolean;
  fullNameSignature: string;
};
export type useSubmitInformationReleaseConsentMutation$variables = {
  input: SubmitInformationReleaseConsentInput;
};
export type useSubmitInformationReleaseConsentMutation$data = {
  readonly submitInformationReleaseConsent: {
    readonly consentedAt: string | null | undefined;
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
export type useSubmitInformationReleaseConsentMutation = {
  response: useSubmitInformationReleaseConsentMutation$data;
  variables: useSubmitInformationReleaseConsentMutation$variables;
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
  "name": "consentedAt",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nextOnboardingStep",
  "storageKey": null
},
v4 = {
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
    "name": "useSubmitInformationReleaseConsentMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SubmitInformationReleaseConsentPayload",
        "kind": "LinkedField",
        "name": "submitInformationReleaseConsent",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Viewer",
            "kind": "LinkedField",
            "name": "viewer",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "OnboardingProgress_viewer"
              }
            ],
            "storageKey": null
          },
          (v4/*:: as any*/)
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
    "name": "useSubmitInformationReleaseConsentMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SubmitInformationReleaseConsentPayload",
        "kind": "LinkedField",
        "name": "submitInformationReleaseConsent",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Viewer",
            "kind": "LinkedField",
            "name": "viewer",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
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
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "3041e4ed3daff3dd831559b9e1260a21",
    "id": "c73cfd671db5458b8530c5ad24cfdab2be896d7e052f2dc53da1fd6746e42361",
    "metadata": {},
    "name": "useSubmitInformationReleaseConsentMutation",
    "operationKind": "mutation",
    "text": "mutation useSubmitInformationReleaseConsentMutation(\n  $input: SubmitInformationReleaseConsentInput!\n) {\n  submitInformationReleaseConsent(input: $input) {\n    consentedAt\n    viewer {\n      nextOnboardingStep\n      ...OnboardingProgress_viewer\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}\n\nfragment OnboardingProgress_viewer on Viewer {\n  nextOnboardingStep\n  onboardingStepsRemaining\n}\n"
  }
};
})();

(node as any).hash = "37e6178d26913ab77135ba3269ab5a8d";

export default node;
