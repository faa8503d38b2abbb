/**
 * @generated SignedSource<<13708d5c75ce6afef1eeae479dd6de20>>
 * @relayHash 1679b1781b8bb01d6fe4b0f06956464d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8da3e3d0f4b02adb05f57c149d9e65aca48d6a1fb14b88d5db90fa4a17af4521

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CreateProfileQuery$variables = Record<PropertyKey, never>;
export type CreateProfileQuery$data = {
  readonly viewer: {
    readonly applicantProfile: {
      readonly updatedAt: string;
    } | null | undefined;
    readonly isGuest: boolean;
    readonly " $fragmentSpreads": FragmentRefs<"ApplicantProfileForm_viewer" | "OnboardingProgress_viewer">;
  };
};
export type CreateProfileQuery = {
  response: CreateProfileQuery$data;
  variables: CreateProfileQuery$variables;
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
  "name": "updatedAt",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "occupation",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "interests",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "applicantProfileRoommateRelationshipPreference",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CreateProfileQuery",
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
            "concreteType": "ApplicantProfile",
            "kind": "LinkedField",
            "name": "applicantProfile",
            "plural": false,
            "selections": [
              (v1/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "OnboardingProgress_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ApplicantProfileForm_viewer"
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
    "name": "CreateProfileQuery",
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
            "concreteType": "ApplicantProfile",
            "kind": "LinkedField",
            "name": "applicantProfile",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "worksFromHome",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "conflictStyle",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "sharing",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "weekdayBedtime",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "smoker",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cooking",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "moveReason",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "unwindRitual",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "plants",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "weekendVacancy",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "commonAreaContributions",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "photoFileIds",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "photoUrls",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
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
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Profile",
                "kind": "LinkedField",
                "name": "profile",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              },
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
    "cacheID": "1679b1781b8bb01d6fe4b0f06956464d",
    "id": "8da3e3d0f4b02adb05f57c149d9e65aca48d6a1fb14b88d5db90fa4a17af4521",
    "metadata": {},
    "name": "CreateProfileQuery",
    "operationKind": "query",
    "text": "query CreateProfileQuery {\n  viewer {\n    isGuest\n    applicantProfile {\n      updatedAt\n    }\n    ...OnboardingProgress_viewer\n    ...ApplicantProfileForm_viewer\n  }\n}\n\nfragment ApplicantProfileForm_viewer on Viewer {\n  user {\n    profile {\n      occupation\n      interests\n      applicantProfileRoommateRelationshipPreference\n    }\n    id\n  }\n  applicantProfile {\n    occupation\n    interests\n    applicantProfileRoommateRelationshipPreference\n    worksFromHome\n    conflictStyle\n    sharing\n    weekdayBedtime\n    smoker\n    cooking\n    moveReason\n    unwindRitual\n    plants\n    weekendVacancy\n    commonAreaContributions\n    photoFileIds\n    photoUrls\n  }\n}\n\nfragment OnboardingProgress_viewer on Viewer {\n  nextOnboardingStep\n  onboardingStepsRemaining\n}\n"
  }
};
})();

(node as any).hash = "bd12ac816302ea715cd651edea70bffa";

export default node;
