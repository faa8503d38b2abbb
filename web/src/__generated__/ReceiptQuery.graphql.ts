/**
 * @generated SignedSource<<02ccea485f5b438cf63fefe2469f265a>>
 * @relayHash f635419d48ade3fcc129b450ee4a63b3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a04dc96a308ad25b2953728349187eaf96161dc81d0f7b35293f85c5514aa0eb

import { ConcreteRequest } from 'relay-runtime';
export type ChargeType = "APPLICATION_FEE" | "CARD_FEE_ADJUSTMENT" | "CLEANING_VIOLATION_FEE" | "DENIAL_OF_ENTRY_TO_VENDOR_FEE" | "DISPUTE_RETRY" | "EARLY_TERMINATION_FEE_LANDLORD" | "EARLY_TERMINATION_FEE_PRODUCT" | "GUARANTOR_COPY" | "LATE_FEE" | "LOCKOUT_FEE" | "MOVE_IN_FEE" | "PAYMENT_PLAN_INSTALLMENT" | "PET_FEE" | "REIMBURSEMENT_TO_LANDLORD" | "RENT_V1" | "RENT_V2" | "RESIDENTIAL_SERVICE_PAYMENT" | "SECURITY_DEPOSIT" | "SECURITY_DEPOSIT_BALANCE_PAYMENT" | "UNKNOWN" | "%future added value";
export type PaymentStatus = "CHARGE_PENDING" | "FAILED_ATTEMPTS_REMAINING" | "FAILED_NO_ATTEMPTS_REMAINING" | "INCOMPLETE_MANDATE_ERROR" | "INCOMPLETE_SENT_FOR_MANUAL_PAYMENT" | "INITIAL_ATTEMPT_UPCOMING" | "MARKED_UNCOLLECTIBLE" | "PAYMENT_CANCELED" | "SUCCESSFUL" | "%future added value";
export type ReceiptQuery$variables = {
  id: string;
};
export type ReceiptQuery$data = {
  readonly invoice: {
    readonly amount: {
      readonly formatted: string;
    };
    readonly building: {
      readonly title: string;
    } | null | undefined;
    readonly chargeType: ChargeType;
    readonly databaseId: number;
    readonly description: string;
    readonly dueDate: string;
    readonly id: string;
    readonly paidAt: string | null | undefined;
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
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "amount",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "formatted",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "periodMonth",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dueDate",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "paidAt",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "paymentStatus",
  "storageKey": null
},
v12 = {
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
          (v11/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Building",
            "kind": "LinkedField",
            "name": "building",
            "plural": false,
            "selections": [
              (v12/*:: as any*/)
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
          (v11/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Building",
            "kind": "LinkedField",
            "name": "building",
            "plural": false,
            "selections": [
              (v12/*:: as any*/),
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
    "cacheID": "f635419d48ade3fcc129b450ee4a63b3",
    "id": "a04dc96a308ad25b2953728349187eaf96161dc81d0f7b35293f85c5514aa0eb",
    "metadata": {},
    "name": "ReceiptQuery",
    "operationKind": "query",
    "text": "query ReceiptQuery(\n  $id: ID!\n) {\n  invoice(id: $id) {\n    id\n    databaseId\n    stripeInvoiceId\n    description\n    chargeType\n    amount {\n      formatted\n    }\n    periodMonth\n    dueDate\n    paidAt\n    paymentStatus\n    building {\n      title\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "581f841063ba86d9fb8ab81d19c3e82e";

export default node;
