/**
 * @generated SignedSource<<d22093293717cf41ae52091107855cce>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CommonAreaContribution = "DINING_TABLE" | "ENTERTAINMENT_SYSTEMS" | "HOBBY_GEAR" | "KITCHEN_APPLIANCES" | "PLANTS" | "SEATING" | "STORAGE" | "%future added value";
export type ConflictStyle = "DIRECT_MESSAGE" | "GROUP_CHAT" | "IN_PERSON" | "NOTE" | "%future added value";
export type CookingStyle = "GOURMET_CHEF" | "HOME_COOK" | "NEVER" | "QUICK" | "%future added value";
export type MoveReason = "EDUCATION" | "FINANCIAL" | "LOCATION" | "OCCUPATION" | "%future added value";
export type PlantsPreference = "INDIFFERENT" | "LIKE" | "LOVE" | "NONE" | "%future added value";
export type RoommateRelationship = "BALANCED" | "MINIMAL" | "SOCIAL" | "%future added value";
export type SharingPreference = "EMERGENCY_ONLY" | "EVERYTHING" | "NEVER" | "PERMISSION_ONLY" | "%future added value";
export type Smoker = "NO" | "YES" | "%future added value";
export type UnwindRitual = "COOKING" | "EXERCISE" | "GAMING" | "READING" | "TV" | "%future added value";
export type WeekdayBedtime = "DAYTIME" | "EARLY" | "LATE" | "MODERATE" | "%future added value";
export type WeekendVacancy = "MOST" | "ONCE_PER_MONTH" | "RARELY" | "TWICE_PER_MONTH" | "%future added value";
export type WorksFromHome = "NO" | "SOMETIMES" | "YES" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ApplicantProfileForm_viewer$data = {
  readonly applicantProfile: {
    readonly applicantProfileRoommateRelationshipPreference: RoommateRelationship;
    readonly commonAreaContributions: ReadonlyArray<CommonAreaContribution>;
    readonly conflictStyle: ConflictStyle;
    readonly cooking: CookingStyle;
    readonly interests: ReadonlyArray<string>;
    readonly moveReason: MoveReason;
    readonly occupation: string | null | undefined;
    readonly photoFileIds: ReadonlyArray<string>;
    readonly photoUrls: ReadonlyArray<string>;
    readonly plants: PlantsPreference;
    readonly sharing: SharingPreference;
    readonly smoker: Smoker;
    readonly unwindRitual: UnwindRitual;
    readonly weekdayBedtime: WeekdayBedtime;
    readonly weekendVacancy: WeekendVacancy;
    readonly worksFromHome: WorksFromHome;
  } | null | undefined;
  readonly user: {
    readonly profile: {
      readonly applicantProfileRoommateRelationshipPreference: RoommateRelationship | null | undefined;
      readonly interests: ReadonlyArray<string>;
      readonly occupation: string | null | undefined;
    };
  } | null | undefined;
  readonly " $fragmentType": "ApplicantProfileForm_viewer";
};
export type ApplicantProfileForm_viewer$key = {
  readonly " $data"?: ApplicantProfileForm_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ApplicantProfileForm_viewer">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "occupation",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "interests",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "applicantProfileRoommateRelationshipPreference",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ApplicantProfileForm_viewer",
  "selections": [
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
            (v0/*:: as any*/),
            (v1/*:: as any*/),
            (v2/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ApplicantProfile",
      "kind": "LinkedField",
      "name": "applicantProfile",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/),
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
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};
})();

(node as any).hash = "954959f16a4b947116373db3bcaf19b1";

export default node;
