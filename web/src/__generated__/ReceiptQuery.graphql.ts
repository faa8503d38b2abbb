/**
 * @generated SignedSource<<335615b6f30e8ed3a9442e3c681b6926>>
 * @relayHash a43ad6069c115d263117f06f5ea6072a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3c5f28acdb2b28a4ed9e107fb6bf81c2af1800fe5bcb1f4b11e5b22d3aee2991

import { ConcreteRequest } from 'relay-runtime';
export type ChargeType = "APPLICATION_FEE" | "CARD_FEE_ADJUSTMENT" | "CLEANING_VIOLATION_FEE" | "DENIAL_OF_ENTRY_TO_VENDOR_FEE" | "DISPUTE_RETRY" | "EARLY_TERMINATION_FEE_LANDLORD" | "EARLY_TERMINATION_FEE_PRODUCT" | "GUARANTOR_COPY" | "LATE_FEE" | "LOCKOUT_FEE" | "MOVE_IN_FEE" | "PAYMENT_PLAN_INSTALLMENT" | "PET_FEE" | "REIMBURSEMENT_TO_LANDLORD" | "RENT_V1" | "RENT_V2" | "RESIDENTIAL_SERVICE_PAYMENT" | "SECURITY_DEPOSIT" | "SECURITY_DEPOSIT_BALANCE_PAYMENT" | "UNKNOWN" | "%future added value";
export type PaymentSourceKind = "BANK_ACCOUNT" | "CARD" | "%future added value";
export type PaymentStatus = "CHARGE_PENDING" | "FAILED_ATTEMPTS_REMAINING" | "FAILED_NO_ATTEMPTS_REMAINING" | "INCOMPLETE_MANDATE_ERROR" | "INCOMPLETE_SENT_FOR_MANUAL_PAYMENT" | "INITIAL_ATTEMPT_UPCOMING" | "MARKED_UNCOLLECTIBLE" | "PAYMENT_CANCELED" | "SUCCESSFUL" | "%future added value";
export type ReceiptQuery$variables = {
  id: string;
};
export type ReceiptQuery$data = {
  readonly invoice: {
    readonly building: {
      readonly title: string;
    } | null | undefined;
    readonly chargeType: ChargeType;
    readonly databaseId: number;
    readonly description: string;
    readonly dueDate: string;
    readonly id: string;
    readonly paidAt: string | null | undefined;
    readonly payment: {
      readonly cardFee: {
        readonly cents: number;
        readonly formatted: string;
      };
      readonly invoiceAmount: {
        readonly formatted: string;
      };
      readonly paidWith: {
        readonly brand: string;
        readonly kind: PaymentSourceKind;
        readonly last4: string;
      } | null | undefined;
      readonly total: {
        readonly formatted: string;
      };
    } | null | undefined;
    readonly paymentStatus: PaymentStatus;
    readonly periodMonth: string | null | undefined;
    readonly stripeInvoiceId: string | null | undefined;
  } | null | undefined;
};
export type ReceiptQuery = {
  response: ReceiptQuery$data;
  variables: ReceiptQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "stripeInvoiceId",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "chargeType",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "periodMonth",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dueDate",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "paidAt",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "paymentStatus",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "formatted",
  "storageKey": null
},
v12 = [
  (v11/*:: as any*/)
],
v13 = {
  "alias": null,
  "args": null,
  "concreteType": "InvoicePayment",
  "kind": "LinkedField",
  "name": "payment",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "invoiceAmount",
      "plural": false,
      "selections": (v12/*:: as any*/),
      "storageKey": null
    },
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
        (v11/*:: as any*/)
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
      "selections": (v12/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PaidWith",
      "kind": "LinkedField",
      "name": "paidWith",
      "plural": false,
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
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ReceiptQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Invoice",
        "kind": "LinkedField",
        "name": "invoice",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v13/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Building",
            "kind": "LinkedField",
            "name": "building",
            "plural": false,
            "selections": [
              (v14/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ReceiptQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Invoice",
        "kind": "LinkedField",
        "name": "invoice",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v13/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Building",
            "kind": "LinkedField",
            "name": "building",
            "plural": false,
            "selections": [
              (v14/*:: as any*/),
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "a43ad6069c115d263117f06f5ea6072a",
    "id": "3c5f28acdb2b28a4ed9e107fb6bf81c2af1800fe5bcb1f4b11e5b22d3aee2991",
    "metadata": {},
    "name": "ReceiptQuery",
    "operationKind": "query",
    "text": "query ReceiptQuery(\n  $id: ID!\n) {\n  invoice(id: $id) {\n    id\n    databaseId\n    stripeInvoiceId\n    description\n    chargeType\n    periodMonth\n    dueDate\n    paidAt\n    paymentStatus\n    payment {\n      invoiceAmount {\n        formatted\n      }\n      cardFee {\n        cents\n        formatted\n      }\n      total {\n        formatted\n      }\n      paidWith {\n        kind\n        brand\n        last4\n      }\n    }\n    building {\n      title\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a5d539f64a0ec0d627fb8b93ca23feaa";

export default node;
