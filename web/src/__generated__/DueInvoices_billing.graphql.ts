/**
 * @generated SignedSource<<7eadb86c8dd4502cb41b32b9c0214e89>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type MandateStatus = "ACTIVE" | "MISSING" | "NOT_REQUIRED" | "%future added value";
export type PaymentSourceKind = "BANK_ACCOUNT" | "CARD" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DueInvoices_billing$data = {
  readonly due: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"PayInvoiceCard_invoice">;
  }>;
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
  readonly " $fragmentType": "DueInvoices_billing";
};
export type DueInvoices_billing$key = {
  readonly " $data"?: DueInvoices_billing$data;
  readonly " $fragmentSpreads": FragmentRefs<"DueInvoices_billing">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
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
  "name": "DueInvoices_billing",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Invoice",
      "kind": "LinkedField",
      "name": "due",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "PayInvoiceCard_invoice"
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
        (v0/*:: as any*/),
        (v1/*:: as any*/),
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
        (v1/*:: as any*/),
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

(node as any).hash = "de68724fdef5dd077ff620cb792a8949";

export default node;
