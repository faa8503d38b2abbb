/**
 * @generated SignedSource<<f4436be5fcd3bbf9d3c4ad006d196aa4>>
 * @relayHash 95f9388a1d270431ff1b58c9b093ad7d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 095ecfe9fc9f799700a7f78a7b49ccdea3b2cab7695150d4e9b5a6c8bde27bd0

import { ConcreteRequest } from 'relay-runtime';
export type PaymentStatus = "CHARGE_PENDING" | "FAILED_ATTEMPTS_REMAINING" | "FAILED_NO_ATTEMPTS_REMAINING" | "INCOMPLETE_MANDATE_ERROR" | "INCOMPLETE_SENT_FOR_MANUAL_PAYMENT" | "INITIAL_ATTEMPT_UPCOMING" | "MARKED_UNCOLLECTIBLE" | "PAYMENT_CANCELED" | "SUCCESSFUL" | "%future added value";
export type PayInvoiceInput = {
  idempotencyKey: string;
  invoiceId: string;
  paymentSourceId?: string | null | undefined;
};
export type usePayInvoiceMutation$variables = {
  input: PayInvoiceInput;
};
export type usePayInvoiceMutation$data = {
  readonly payInvoice: {
    readonly invoice: {
      readonly attemptsMade: number;
      readonly id: string;
      readonly lastFailure: {
        readonly code: string;
        readonly message: string;
      } | null | undefined;
      readonly nextAttemptAt: string | null | undefined;
      readonly paidAt: string | null | undefined;
      readonly paymentStatus: PaymentStatus;
      readonly statusHistory: ReadonlyArray<{
        readonly at: string;
        readonly from: PaymentStatus | null | undefined;
        readonly reason: string;
        readonly to: PaymentStatus;
      }>;
      readonly viewerCanPay: boolean;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type usePayInvoiceMutation = {
  response: usePayInvoiceMutation$data;
  variables: usePayInvoiceMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "PayInvoicePayload",
    "kind": "LinkedField",
    "name": "payInvoice",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Invoice",
        "kind": "LinkedField",
        "name": "invoice",
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
            "name": "paymentStatus",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "paidAt",
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
            "name": "nextAttemptAt",
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
            "concreteType": "PaymentFailure",
            "kind": "LinkedField",
            "name": "lastFailure",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "code",
                "storageKey": null
              },
              (v1/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "InvoiceStatusChange",
            "kind": "LinkedField",
            "name": "statusHistory",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "from",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "to",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "reason",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "at",
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
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "usePayInvoiceMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "usePayInvoiceMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "95f9388a1d270431ff1b58c9b093ad7d",
    "id": "095ecfe9fc9f799700a7f78a7b49ccdea3b2cab7695150d4e9b5a6c8bde27bd0",
    "metadata": {},
    "name": "usePayInvoiceMutation",
    "operationKind": "mutation",
    "text": "mutation usePayInvoiceMutation(\n  $input: PayInvoiceInput!\n) {\n  payInvoice(input: $input) {\n    invoice {\n      id\n      paymentStatus\n      paidAt\n      attemptsMade\n      nextAttemptAt\n      viewerCanPay\n      lastFailure {\n        code\n        message\n      }\n      statusHistory {\n        from\n        to\n        reason\n        at\n      }\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1f29533798853d12bf2859f8b5f1fad1";

export default node;
