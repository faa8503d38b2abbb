/**
 * @generated SignedSource<<0bcceb907a759d2477402b42ea297486>>
 * @relayHash 663f2d6b5c6b712924d6c6985e839f0d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0785376c7be702153e1387a7451aff2bb53325700759c8a5ae483072f191ea53

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CommonAreaContribution = "DINING_TABLE" | "ENTERTAINMENT_SYSTEMS" | "HOBBY_GEAR" | "KITCHEN_APPLIANCES" | "PLANTS" | "SEATING" | "STORAGE" | "%future added value";
export type ConflictStyle = "DIRECT_MESSAGE" | "GROUP_CHAT" | "IN_PERSON" | "NOTE" | "%future added value";
export type CookingStyle = "GOURMET_CHEF" | "HOME_COOK" | "NEVER" | "QUICK" | "%future added value";
export type MoveReason = "EDUCATION" | "FINANCIAL" | "LOCATION" | "OCCUPATION" | "%future added value";
export type OnboardingStep = "APPLICATIONS" | "CREATE_PROFILE" | "INCOME_VERIFICATION" | "INFORMATION_RELEASE_CONSENT" | "PETS" | "REFERENCES" | "RENTER_CONFIRMATION" | "SCREENING" | "%future added value";
export type PlantsPreference = "INDIFFERENT" | "LIKE" | "LOVE" | "NONE" | "%future added value";
export type RoommateRelationship = "BALANCED" | "MINIMAL" | "SOCIAL" | "%future added value";
export type SharingPreference = "EMERGENCY_ONLY" | "EVERYTHING" | "NEVER" | "PERMISSION_ONLY" | "%future added value";
export type Smoker = "NO" | "YES" | "%future added value";
export type UnwindRitual = "COOKING" | "EXERCISE" | "GAMING" | "READING" | "TV" | "%future added value";
export type WeekdayBedtime = "DAYTIME" | "EARLY" | "LATE" | "MODERATE" | "%future added value";
export type WeekendVacancy = "MOST" | "ONCE_PER_MONTH" | "RARELY" | "TWICE_PER_MONTH" | "%future added value";
export type WorksFromHome = "NO" | "SOMETIMES" | "YES" | "%future added value";
export type SaveApplicantProfileInput = {
  applicantProfileRoommateRelationshipPreference: RoommateRelationship;
  commonAreaContributions?: ReadonlyArray<CommonAreaContribution> | null | undefined;
  conflictStyle: ConflictStyle;
  cooking: CookingStyle;
  interests: ReadonlyArray<string>;
  moveReason: MoveReason;
  occupation: string;
  photoFileIds?: ReadonlyArray<string> | null | undefined;
  plants: PlantsPreference;
  sharing: SharingPreference;
  smoker: Smoker;
  unwindRitual: UnwindRitual;
  weekdayBedtime: WeekdayBedtime;
  weekendVacancy: WeekendVacancy;
  worksFromHome: WorksFromHome;
};
export type useSaveApplicantProfileMutation$variables = {
  input: SaveApplicantProfileInput;
};
export type useSaveApplicantProfileMutation$data = {
  readonly saveApplicantProfile: {
    readonly applicantProfile: {
      readonly updatedAt: string;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
    readonly viewer: {
      readonly nextOnboardingStep: OnboardingStep | null | undefined;
      readonly user: {
        readonly profile: {
          readonly isComplete: boolean;
        };
      } | null | undefined;
      readonly " $fragmentSpreads": FragmentRefs<"OnboardingProgress_viewer">;
    };
  };
};
export type useSaveApplicantProfileMutation = {
  response: useSaveApplicantProfileMutation$data;
  variables: useSaveApplicantProfileMutation$variables;
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
  "concreteType": "ApplicantProfile",
  "kind": "LinkedField",
  "name": "applicantProfile",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updatedAt",
      "storageKey": null
    }
  ],
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
  "concreteType": "Profile",
  "kind": "LinkedField",
  "name": "profile",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isComplete",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v5 = {
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
    "name": "useSaveApplicantProfileMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SaveApplicantProfilePayload",
        "kind": "LinkedField",
        "name": "saveApplicantProfile",
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
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "user",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v5/*:: as any*/)
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
    "name": "useSaveApplicantProfileMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SaveApplicantProfilePayload",
        "kind": "LinkedField",
        "name": "saveApplicantProfile",
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
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "user",
                "plural": false,
                "selections": [
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
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "663f2d6b5c6b712924d6c6985e839f0d",
    "id": "0785376c7be702153e1387a7451aff2bb53325700759c8a5ae483072f191ea53",
    "metadata": {},
    "name": "useSaveApplicantProfileMutation",
    "operationKind": "mutation",
    "text": "mutation useSaveApplicantProfileMutation(\n  $input: SaveApplicantProfileInput!\n) {\n  saveApplicantProfile(input: $input) {\n    applicantProfile {\n      updatedAt\n    }\n    viewer {\n      nextOnboardingStep\n      ...OnboardingProgress_viewer\n      user {\n        profile {\n          isComplete\n        }\n        id\n      }\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}\n\nfragment OnboardingProgress_viewer on Viewer {\n  nextOnboardingStep\n  onboardingStepsRemaining\n}\n"
  }
};
})();

(node as any).hash = "94784c30ec79e46e1f91ff010259833d";

export default node;
