/**
 * @generated SignedSource<<99591cfe750c3c4ed0c48481ef12c3e5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PaymentSourceKind = "BANK_ACCOUNT" | "CARD" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type RentDue_billing$data = {
  readonly due: ReadonlyArray<{
    readonly amount: {
      readonly formatted: string;
    };
    readonly description: string;
    readonly dueDate: string;
    readonly id: string;
  }>;
  readonly paymentSources: ReadonlyArray<{
    readonly brand: string;
    readonly isAutopay: boolean;
    readonly kind: PaymentSourceKind;
    readonly last4: string;
  }>;
  readonly schedule: ReadonlyArray<{
    readonly amountDue: {
      readonly cents: number;
      readonly formatted: string;
    };
    readonly dueDate: string;
  }>;
  readonly " $fragmentType": "RentDue_billing";
};
export type RentDue_billing$key = {
  readonly " $data"?: RentDue_billing$data;
  readonly " $fragmentSpreads": FragmentRefs<"RentDue_billing">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "formatted",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dueDate",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RentDue_billing",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Invoice",
      "kind": "LinkedField",
      "name": "due",
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
          "kind": "ScalarField",
          "name": "description",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "amount",
          "plural": false,
          "selections": [
            (v0/*:: as any*/)
          ],
          "storageKey": null
        },
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PaymentScheduleItem",
      "kind": "LinkedField",
      "name": "schedule",
      "plural": true,
      "selections": [
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "amountDue",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cents",
              "storageKey": null
            },
            (v0/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PaymentSource",
      "kind": "LinkedField",
      "name": "paymentSources",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "kind",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "brand",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "last4",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isAutopay",
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

(node as any).hash = "21b5a3d38a2fc3ee103a13fc4fa94f92";

export default node;
