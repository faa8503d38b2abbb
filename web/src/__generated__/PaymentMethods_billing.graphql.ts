/**
 * @generated SignedSource<<1e213891acefd9fd8b054c497010ef72>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type MandateStatus = "ACTIVE" | "MISSING" | "NOT_REQUIRED" | "%future added value";
export type PaymentSourceKind = "BANK_ACCOUNT" | "CARD" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PaymentMethods_billing$data = {
  readonly paymentSources: ReadonlyArray<{
    readonly brand: string;
    readonly id: string;
    readonly isAutopay: boolean;
    readonly kind: PaymentSourceKind;
    readonly last4: string;
    readonly mandateStatus: MandateStatus;
  }>;
  readonly testPaymentMethods: ReadonlyArray<{
    readonly kind: PaymentSourceKind;
    readonly label: string;
    readonly outcome: string;
    readonly value: string;
  }>;
  readonly " $fragmentType": "PaymentMethods_billing";
};
export type PaymentMethods_billing$key = {
  readonly " $data"?: PaymentMethods_billing$data;
  readonly " $fragmentSpreads": FragmentRefs<"PaymentMethods_billing">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PaymentMethods_billing",
  "selections": [
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
          "name": "id",
          "storageKey": null
        },
        (v0/*:: as any*/),
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "mandateStatus",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TestPaymentMethod",
      "kind": "LinkedField",
      "name": "testPaymentMethods",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "value",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "outcome",
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

(node as any).hash = "ded98a3edfa2f4708c21dd5f860e1479";

export default node;
