/**
 * @generated SignedSource<<d5b33597c37a6593fd21990b7fecf379>>
 * @relayHash 0e5c12425e58d49d342e821b32d296f9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 180dd91e5eaa86b6f1094421d140034cd48e27a06bba5853629246bf1017f6b3

import { ConcreteRequest } from 'relay-runtime';
export type PaymentStatus = "CHARGE_PENDING" | "FAILED_ATTEMPTS_REMAINING" | "FAILED_NO_ATTEMPTS_REMAINING" | "INCOMPLETE_MANDATE_ERROR" | "INCOMPLETE_SENT_FOR_MANUAL_PAYMENT" | "INITIAL_ATTEMPT_UPCOMING" | "MARKED_UNCOLLECTIBLE" | "PAYMENT_CANCELED" | "SUCCESSFUL" | "%future added value";
export type InternalInvoicesQuery$variables = {
  status?: PaymentStatus | null | undefined;
};
export type InternalInvoicesQuery$data = {
  readonly internalInvoices: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly amount: {
          readonly formatted: string;
        };
        readonly attemptsMade: number;
        readonly building: {
          readonly title: string;
        } | null | undefined;
        readonly databaseId: number;
        readonly description: string;
        readonly dueDate: string;
        readonly id: string;
        readonly lastFailure: {
          readonly message: string;
        } | null | undefined;
        readonly maxAttempts: number;
        readonly paymentStatus: PaymentStatus;
      };
    }>;
  };
};
export type InternalInvoicesQuery = {
  response: InternalInvoicesQuery$data;
  variables: InternalInvoicesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "status"
  }
],
v1 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 50
  },
  {
    "kind": "Variable",
    "name": "status",
    "variableName": "status"
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
  "name": "description",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v6 = {
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
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dueDate",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "paymentStatus",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "attemptsMade",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "maxAttempts",
  "storageKey": null
},
v11 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "InternalInvoicesQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "InvoiceConnection",
        "kind": "LinkedField",
        "name": "internalInvoices",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "InvoiceEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Invoice",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Building",
                    "kind": "LinkedField",
                    "name": "building",
                    "plural": false,
                    "selections": [
                      (v5/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  (v11/*:: as any*/)
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
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "InternalInvoicesQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "InvoiceConnection",
        "kind": "LinkedField",
        "name": "internalInvoices",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "InvoiceEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Invoice",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Building",
                    "kind": "LinkedField",
                    "name": "building",
                    "plural": false,
                    "selections": [
                      (v5/*:: as any*/),
                      (v2/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  (v11/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "0e5c12425e58d49d342e821b32d296f9",
    "id": "180dd91e5eaa86b6f1094421d140034cd48e27a06bba5853629246bf1017f6b3",
    "metadata": {},
    "name": "InternalInvoicesQuery",
    "operationKind": "query",
    "text": "query InternalInvoicesQuery(\n  $status: PaymentStatus\n) {\n  internalInvoices(first: 50, status: $status) {\n    edges {\n      node {\n        id\n        databaseId\n        description\n        building {\n          title\n          id\n        }\n        amount {\n          formatted\n        }\n        dueDate\n        paymentStatus\n        attemptsMade\n        maxAttempts\n        lastFailure {\n          message\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4b0aeaefaee5290d645a5a8fed801d14";

export default node;
