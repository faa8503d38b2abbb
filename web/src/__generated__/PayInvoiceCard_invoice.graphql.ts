/**
 * @generated SignedSource<<009a3e9aca286428eaff2e9f6ff07fd8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PaymentStatus = "CHARGE_PENDING" | "FAILED_ATTEMPTS_REMAINING" | "FAILED_NO_ATTEMPTS_REMAINING" | "INCOMPLETE_MANDATE_ERROR" | "INCOMPLETE_SENT_FOR_MANUAL_PAYMENT" | "INITIAL_ATTEMPT_UPCOMING" | "MARKED_UNCOLLECTIBLE" | "PAYMENT_CANCELED" | "SUCCESSFUL" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PayInvoiceCard_invoice$data = {
  readonly amount: {
    readonly formatted: string;
  };
  readonly attemptsMade: number;
  readonly building: {
    readonly title: string;
  } | null | undefined;
  readonly description: string;
  readonly dueDate: string;
  readonly id: string;
  readonly ifPaidByCard: {
    readonly cardFee: {
      readonly cents: number;
      readonly formatted: string;
    };
    readonly total: {
      readonly formatted: string;
    };
  } | null | undefined;
  readonly lastFailure: {
    readonly message: string;
  } | null | undefined;
  readonly maxAttempts: number;
  readonly nextAttemptAt: string | null | undefined;
  readonly paymentStatus: PaymentStatus;
  readonly viewerCanPay: boolean;
  readonly " $fragmentType": "PayInvoiceCard_invoice";
};
export type PayInvoiceCard_invoice$key = {
  readonly " $data"?: PayInvoiceCard_invoice$data;
  readonly " $fragmentSpreads": FragmentRefs<"PayInvoiceCard_invoice">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "formatted",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PayInvoiceCard_invoice",
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
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CardPaymentPreview",
      "kind": "LinkedField",
      "name": "ifPaidByCard",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "cardFee",
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
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "total",
          "plural": false,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dueDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "paymentStatus",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanPay",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "attemptsMade",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "maxAttempts",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nextAttemptAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PaymentFailure",
      "kind": "LinkedField",
      "name": "lastFailure",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "message",
          "storageKey": null
        }
      ],
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
    }
  ],
  "type": "Invoice",
  "abstractKey": null
};
})();

(node as any).hash = "47e484a23f316e2a439d6d5d138173ed";

export default node;
