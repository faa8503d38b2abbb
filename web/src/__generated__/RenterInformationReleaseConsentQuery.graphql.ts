/**
 * @generated SignedSource<<e3a1eb9a627d84319c1843e195f1a93a>>
 * @relayHash 4181a01654bee0245279a4b4a79e00b3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ede56147c362ddc8ee55a9bf59eea057135e43ec4616754d9d07e1c65447261b

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OnboardingStep = "APPLICATIONS" | "CREATE_PROFILE" | "INCOME_VERIFICATION" | "INFORMATION_RELEASE_CONSENT" | "PETS" | "REFERENCES" | "RENTER_CONFIRMATION" | "SCREENING" | "%future added value";
export type RenterInformationReleaseConsentQuery$variables = Record<PropertyKey, never>;
export type RenterInformationReleaseConsentQuery$data = {
  readonly viewer: {
    readonly isGuest: boolean;
    readonly nextOnboardingStep: OnboardingStep | null | undefined;
    readonly user: {
      readonly firstName: string;
      readonly lastName: string;
      readonly profile: {
        readonly applicantInformationReleaseConsentSubmittedAt: string | null | undefined;
      };
    } | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"OnboardingProgress_viewer">;
  };
};
export type RenterInformationReleaseConsentQuery = {
  response: RenterInformationReleaseConsentQuery$data;
  variables: RenterInformationReleaseConsentQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isGuest",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nextOnboardingStep",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "firstName",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastName",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "Profile",
  "kind": "LinkedField",
  "name": "profile",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "applicantInformationReleaseConsentSubmittedAt",
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
    "name": "RenterInformationReleaseConsentQuery",
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
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "RenterInformationReleaseConsentQuery",
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
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "onboardingStepsRemaining",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "4181a01654bee0245279a4b4a79e00b3",
    "id": "ede56147c362ddc8ee55a9bf59eea057135e43ec4616754d9d07e1c65447261b",
    "metadata": {},
    "name": "RenterInformationReleaseConsentQuery",
    "operationKind": "query",
    "text": "query RenterInformationReleaseConsentQuery {\n  viewer {\n    isGuest\n    nextOnboardingStep\n    ...OnboardingProgress_viewer\n    user {\n      firstName\n      lastName\n      profile {\n        applicantInformationReleaseConsentSubmittedAt\n      }\n      id\n    }\n  }\n}\n\nfragment OnboardingProgress_viewer on Viewer {\n  nextOnboardingStep\n  onboardingStepsRemaining\n}\n"
  }
};
})();

(node as any).hash = "49913a23c67478ef9d669dde4c233fea";

export default node;
