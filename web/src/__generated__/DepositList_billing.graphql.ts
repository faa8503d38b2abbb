/**
 * @generated SignedSource<<803211d581412f4bd44bdee1f3a05e8f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ChargeBackCategory = "DAMAGE_TO_PROPERTY" | "HOA_VIOLATION" | "MISC" | "UTILITY_OVERAGE" | "%future added value";
export type SecurityDepositStatus = "DEPOSIT_ACTIVE" | "DEPOSIT_HELD_BY_ANOTHER_LEASE" | "DEPOSIT_PENDING_TRANSFER_TO_ANOTHER_LEASE" | "DEPOSIT_RETURN_CREATED" | "DEPOSIT_RETURN_CREATED_OFF_PLATFORM" | "DEPOSIT_RETURN_READY" | "NO_DEPOSIT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DepositList_billing$data = {
  readonly deposits: ReadonlyArray<{
    readonly amount: {
      readonly formatted: string;
    };
    readonly building: {
      readonly title: string;
    } | null | undefined;
    readonly deductions: ReadonlyArray<{
      readonly amount: {
        readonly formatted: string;
      };
      readonly category: ChargeBackCategory;
      readonly description: string;
    }>;
    readonly id: string;
    readonly returnedAmount: {
      readonly formatted: string;
    } | null | undefined;
    readonly status: SecurityDepositStatus;
  }>;
  readonly " $fragmentType": "DepositList_billing";
};
export type DepositList_billing$key = {
  readonly " $data"?: DepositList_billing$data;
  readonly " $fragmentSpreads": FragmentRefs<"DepositList_billing">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "formatted",
    "storageKey": null
  }
],
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "amount",
  "plural": false,
  "selections": (v0/*:: as any*/),
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DepositList_billing",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Deposit",
      "kind": "LinkedField",
      "name": "deposits",
      "plural": true,
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
        (v1/*:: as any*/),
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
          "concreteType": "DepositDeduction",
          "kind": "LinkedField",
          "name": "deductions",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "category",
              "storageKey": null
            },
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "description",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "returnedAmount",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Billing",
  "abstractKey": null
};
})();

(node as any).hash = "0a76322991d75febc6cf9a430fd47145";

export default node;
