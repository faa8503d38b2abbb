/**
 * @generated SignedSource<<6f82580caa879e881bf6f71cb0ea6af1>>
 * @relayHash 4a81d80028e197a66d6cce4b84247475
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 77917ece92e333a391f314755da678fc4ac85bbddff1a23651be2c0cc9282076

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RenterIncomeVerificationQuery$variables = Record<PropertyKey, never>;
export type RenterIncomeVerificationQuery$data = {
  readonly viewer: {
    readonly applicationsNeedingIncomeVerification: ReadonlyArray<{
      readonly assignedBedroom: {
        readonly name: string;
      } | null | undefined;
      readonly building: {
        readonly title: string;
      };
      readonly id: string;
    }>;
    readonly isGuest: boolean;
    readonly " $fragmentSpreads": FragmentRefs<"OnboardingProgress_viewer">;
  };
};
export type RenterIncomeVerificationQuery = {
  response: RenterIncomeVerificationQuery$data;
  variables: RenterIncomeVerificationQuery$variables;
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
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "RenterIncomeVerificationQuery",
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
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "OnboardingProgress_viewer"
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Lifecycle",
            "kind": "LinkedField",
            "name": "applicationsNeedingIncomeVerification",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Building",
                "kind": "LinkedField",
                "name": "building",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Bedroom",
                "kind": "LinkedField",
                "name": "assignedBedroom",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              }
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
    "name": "RenterIncomeVerificationQuery",
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
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Lifecycle",
            "kind": "LinkedField",
            "name": "applicationsNeedingIncomeVerification",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Building",
                "kind": "LinkedField",
                "name": "building",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  (v1/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Bedroom",
                "kind": "LinkedField",
                "name": "assignedBedroom",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v1/*:: as any*/)
                ],
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
    "cacheID": "4a81d80028e197a66d6cce4b84247475",
    "id": "77917ece92e333a391f314755da678fc4ac85bbddff1a23651be2c0cc9282076",
    "metadata": {},
    "name": "RenterIncomeVerificationQuery",
    "operationKind": "query",
    "text": "query RenterIncomeVerificationQuery {\n  viewer {\n    isGuest\n    ...OnboardingProgress_viewer\n    applicationsNeedingIncomeVerification {\n      id\n      building {\n        title\n        id\n      }\n      assignedBedroom {\n        name\n        id\n      }\n    }\n  }\n}\n\nfragment OnboardingProgress_viewer on Viewer {\n  nextOnboardingStep\n  onboardingStepsRemaining\n}\n"
  }
};
})();

(node as any).hash = "00f83008883fb7a7cbe399706c12bccd";

export default node;
