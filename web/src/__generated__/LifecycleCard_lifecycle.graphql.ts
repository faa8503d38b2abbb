/**
 * @generated SignedSource<<4bb5c5fc3da4a8a0d94aea47b1692c36>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AdverseItem = "CREDIT_SCORE_TOO_LOW" | "CRIMINAL_RECORD" | "HOUSING_RECORD" | "PAST_DUE_OR_COLLECTIONS_AMOUNT" | "PAYMENT_HISTORY" | "%future added value";
export type CompatibilityUnavailableReason = "NO_HOUSEMATES" | "NO_PROFILE" | "%future added value";
export type LifecycleState = "APPLIED" | "APPROVED" | "DEACTIVATED" | "DENIED" | "ENDED" | "LEASED" | "LEASE_SIGNED" | "NON_RENEWAL" | "RELOCATION_REQUESTED" | "RENEWAL_OFFERED" | "RENEWAL_REQUESTED" | "SENT_TO_MANAGER" | "%future added value";
export type RentersInsurancePlanId = "BASIC" | "PLUS" | "STANDARD" | "%future added value";
export type RentersInsuranceSource = "PROOF" | "PURCHASE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type LifecycleCard_lifecycle$data = {
  readonly applicant: {
    readonly displayName: string;
    readonly occupation: string | null | undefined;
    readonly photoUrls: ReadonlyArray<string>;
    readonly screening: {
      readonly applicant: {
        readonly report: {
          readonly adverseItems: ReadonlyArray<AdverseItem>;
          readonly credit: {
            readonly score: number;
          };
        } | null | undefined;
        readonly status: string;
      };
    } | null | undefined;
  } | null | undefined;
  readonly assignedBedroom: {
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly compatibility: {
    readonly reason: CompatibilityUnavailableReason | null | undefined;
    readonly score: number | null | undefined;
  } | null | undefined;
  readonly denialReasonLabel: string | null | undefined;
  readonly hasUnsignedManagerLease: boolean;
  readonly moveInDate: string;
  readonly moveOutDate: string;
  readonly rentersInsurancePolicy: {
    readonly documentUrl: string | null | undefined;
    readonly endsOn: string;
    readonly isActive: boolean;
    readonly plan: RentersInsurancePlanId | null | undefined;
    readonly source: RentersInsuranceSource;
    readonly startsOn: string;
  } | null | undefined;
  readonly state: LifecycleState;
  readonly " $fragmentSpreads": FragmentRefs<"LifecycleActions_lifecycle">;
  readonly " $fragmentType": "LifecycleCard_lifecycle";
};
export type LifecycleCard_lifecycle$key = {
  readonly " $data"?: LifecycleCard_lifecycle$data;
  readonly " $fragmentSpreads": FragmentRefs<"LifecycleCard_lifecycle">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "score",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LifecycleCard_lifecycle",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "state",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasUnsignedManagerLease",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "moveInDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "moveOutDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "denialReasonLabel",
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "LifecycleApplicant",
      "kind": "LinkedField",
      "name": "applicant",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "displayName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "occupation",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "photoUrls",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ScreeningReports",
          "kind": "LinkedField",
          "name": "screening",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "ApplicantScreening",
              "kind": "LinkedField",
              "name": "applicant",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "status",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "ScreeningReport",
                  "kind": "LinkedField",
                  "name": "report",
                  "plural": false,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "concreteType": "CreditReport",
                      "kind": "LinkedField",
                      "name": "credit",
                      "plural": false,
                      "selections": [
                        (v0/*:: as any*/)
                      ],
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "adverseItems",
                      "storageKey": null
                    }
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
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "RoommateCompatibility",
      "kind": "LinkedField",
      "name": "compatibility",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reason",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "RentersInsurancePolicy",
      "kind": "LinkedField",
      "name": "rentersInsurancePolicy",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "source",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "plan",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "startsOn",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "endsOn",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isActive",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "documentUrl",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "LifecycleActions_lifecycle"
    }
  ],
  "type": "Lifecycle",
  "abstractKey": null
};
})();

(node as any).hash = "5fb1f792f75ea246f746e18a28980642";

export default node;
