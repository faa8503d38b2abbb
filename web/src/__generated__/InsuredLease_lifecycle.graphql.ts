/**
 * @generated SignedSource<<0a2c1921eb2e8061f87a3d0ab8cad33b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type LifecycleAction = "ADD_PROMO" | "APPLY_AUTOMATIC_PROMO" | "APPROVE" | "ASSIGN" | "CALCULATE_RENEWAL_RENT" | "DEACTIVATE" | "DECLINE_RENEWAL_OFFER" | "EARLY_LEASE_TERMINATION_VACATE_DATE" | "LEASE_NEGOTIATION" | "LEASE_NEGOTIATION_PARAMETERS" | "MANAGER_DENIAL" | "NON_RENEWAL" | "OCCUPANT_ADDENDUM_ATTACHMENT_URIS" | "REMOVE_PROMO" | "RENTERS_INSURANCE_POLICY" | "REQUEST_RELOCATION" | "REQUEST_RENEWAL" | "START_RENEWAL" | "UNASSIGN" | "%future added value";
export type RentersInsurancePlanId = "BASIC" | "PLUS" | "STANDARD" | "%future added value";
export type RentersInsuranceSource = "PROOF" | "PURCHASE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type InsuredLease_lifecycle$data = {
  readonly allowedActions: ReadonlyArray<LifecycleAction>;
  readonly building: {
    readonly title: string;
  };
  readonly id: string;
  readonly isCoveredByRentersInsurance: boolean;
  readonly moveInDate: string;
  readonly moveOutDate: string;
  readonly rentersInsurancePlans: ReadonlyArray<{
    readonly deductible: {
      readonly formatted: string;
    };
    readonly liabilityLimit: {
      readonly formatted: string;
    };
    readonly monthlyPremium: {
      readonly formatted: string;
    };
    readonly name: string;
    readonly personalPropertyLimit: {
      readonly formatted: string;
    };
    readonly plan: RentersInsurancePlanId;
  }>;
  readonly rentersInsurancePolicy: {
    readonly carrier: string;
    readonly deductible: {
      readonly formatted: string;
    } | null | undefined;
    readonly documentFileName: string | null | undefined;
    readonly documentUrl: string | null | undefined;
    readonly endsOn: string;
    readonly isActive: boolean;
    readonly liabilityLimit: {
      readonly formatted: string;
    } | null | undefined;
    readonly monthlyPremium: {
      readonly formatted: string;
    } | null | undefined;
    readonly personalPropertyLimit: {
      readonly formatted: string;
    } | null | undefined;
    readonly plan: RentersInsurancePlanId | null | undefined;
    readonly policyNumber: string;
    readonly source: RentersInsuranceSource;
    readonly startsOn: string;
  } | null | undefined;
  readonly " $fragmentType": "InsuredLease_lifecycle";
};
export type InsuredLease_lifecycle$key = {
  readonly " $data"?: InsuredLease_lifecycle$data;
  readonly " $fragmentSpreads": FragmentRefs<"InsuredLease_lifecycle">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "plan",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "formatted",
    "storageKey": null
  }
],
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "personalPropertyLimit",
  "plural": false,
  "selections": (v1/*:: as any*/),
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "liabilityLimit",
  "plural": false,
  "selections": (v1/*:: as any*/),
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "deductible",
  "plural": false,
  "selections": (v1/*:: as any*/),
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "monthlyPremium",
  "plural": false,
  "selections": (v1/*:: as any*/),
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InsuredLease_lifecycle",
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
      "name": "allowedActions",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Building",
      "kind": "LinkedField",
      "name": "building",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isCoveredByRentersInsurance",
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
          "name": "carrier",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "policyNumber",
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
        (v0/*:: as any*/),
        (v2/*:: as any*/),
        (v3/*:: as any*/),
        (v4/*:: as any*/),
        (v5/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "documentUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "documentFileName",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "RentersInsurancePlan",
      "kind": "LinkedField",
      "name": "rentersInsurancePlans",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        (v2/*:: as any*/),
        (v3/*:: as any*/),
        (v4/*:: as any*/),
        (v5/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Lifecycle",
  "abstractKey": null
};
})();

(node as any).hash = "b4ec483b25eca0cae6ffb798a347ecc4";

export default node;
