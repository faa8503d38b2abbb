/**
 * @generated SignedSource<<a168003a18cff51018ddcf4e8b2d3017>>
 * @relayHash fa3fa29bc033214261dbec3048d511b4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 67de0825861251e41123d5a5b6ec8009508eebce61309c8ec0754e4ff508d9ab

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BillingQuery$variables = Record<PropertyKey, never>;
export type BillingQuery$data = {
  readonly viewer: {
    readonly billing: {
      readonly ledger: {
        readonly balance: {
          readonly cents: number;
          readonly formatted: string;
        };
      };
      readonly " $fragmentSpreads": FragmentRefs<"DepositList_billing" | "DueInvoices_billing" | "PaymentMethods_billing" | "ScheduleTable_billing">;
    } | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"InvoiceList_viewer">;
  };
};
export type BillingQuery = {
  response: BillingQuery$data;
  variables: BillingQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "formatted",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "cents",
    "storageKey": null
  },
  (v0/*:: as any*/)
],
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "Ledger",
  "kind": "LinkedField",
  "name": "ledger",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "balance",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    }
  ],
  "storageKey": null
},
v3 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 12
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v6 = [
  (v0/*:: as any*/)
],
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "amount",
  "plural": false,
  "selections": (v6/*:: as any*/),
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
  "name": "paymentStatus",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "cardFee",
  "plural": false,
  "selections": (v1/*:: as any*/),
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "total",
  "plural": false,
  "selections": (v6/*:: as any*/),
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "brand",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "last4",
  "storageKey": null
},
v15 = {
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
    },
    (v4/*:: as any*/)
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "BillingQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "InvoiceList_viewer"
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Billing",
            "kind": "LinkedField",
            "name": "billing",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "DueInvoices_billing"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "PaymentMethods_billing"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ScheduleTable_billing"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "DepositList_billing"
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
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "BillingQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Billing",
            "kind": "LinkedField",
            "name": "billing",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": (v3/*:: as any*/),
                "concreteType": "InvoiceConnection",
                "kind": "LinkedField",
                "name": "invoices",
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
                          (v4/*:: as any*/),
                          (v5/*:: as any*/),
                          (v7/*:: as any*/),
                          (v8/*:: as any*/),
                          (v9/*:: as any*/),
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
                                "selections": (v6/*:: as any*/),
                                "storageKey": null
                              },
                              (v10/*:: as any*/),
                              (v11/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "concreteType": "PaidWith",
                                "kind": "LinkedField",
                                "name": "paidWith",
                                "plural": false,
                                "selections": [
                                  (v12/*:: as any*/),
                                  (v13/*:: as any*/),
                                  (v14/*:: as any*/)
                                ],
                                "storageKey": null
                              }
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
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "__typename",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "cursor",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PageInfo",
                    "kind": "LinkedField",
                    "name": "pageInfo",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "endCursor",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "hasNextPage",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": "invoices(first:12)"
              },
              {
                "alias": null,
                "args": (v3/*:: as any*/),
                "filters": [],
                "handle": "connection",
                "key": "InvoiceList_invoices",
                "kind": "LinkedHandle",
                "name": "invoices"
              },
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Invoice",
                "kind": "LinkedField",
                "name": "due",
                "plural": true,
                "selections": [
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v7/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CardPaymentPreview",
                    "kind": "LinkedField",
                    "name": "ifPaidByCard",
                    "plural": false,
                    "selections": [
                      (v10/*:: as any*/),
                      (v11/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
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
                  (v15/*:: as any*/)
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
                  (v4/*:: as any*/),
                  (v12/*:: as any*/),
                  (v13/*:: as any*/),
                  (v14/*:: as any*/),
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
                  (v12/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "outcome",
                    "storageKey": null
                  }
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
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "periodMonth",
                    "storageKey": null
                  },
                  (v8/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Money",
                    "kind": "LinkedField",
                    "name": "base",
                    "plural": false,
                    "selections": (v6/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Money",
                    "kind": "LinkedField",
                    "name": "utilities",
                    "plural": false,
                    "selections": (v6/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Money",
                    "kind": "LinkedField",
                    "name": "platformFee",
                    "plural": false,
                    "selections": (v6/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Money",
                    "kind": "LinkedField",
                    "name": "totalRent",
                    "plural": false,
                    "selections": (v6/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Money",
                    "kind": "LinkedField",
                    "name": "promotionCredit",
                    "plural": false,
                    "selections": (v1/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Money",
                    "kind": "LinkedField",
                    "name": "amountDue",
                    "plural": false,
                    "selections": (v6/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "daysCovered",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "daysInMonth",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Deposit",
                "kind": "LinkedField",
                "name": "deposits",
                "plural": true,
                "selections": [
                  (v4/*:: as any*/),
                  (v15/*:: as any*/),
                  (v7/*:: as any*/),
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
                      (v7/*:: as any*/),
                      (v5/*:: as any*/)
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
                    "selections": (v6/*:: as any*/),
                    "storageKey": null
                  }
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
    "cacheID": "fa3fa29bc033214261dbec3048d511b4",
    "id": "67de0825861251e41123d5a5b6ec8009508eebce61309c8ec0754e4ff508d9ab",
    "metadata": {},
    "name": "BillingQuery",
    "operationKind": "query",
    "text": "query BillingQuery {\n  viewer {\n    ...InvoiceList_viewer\n    billing {\n      ledger {\n        balance {\n          cents\n          formatted\n        }\n      }\n      ...DueInvoices_billing\n      ...PaymentMethods_billing\n      ...ScheduleTable_billing\n      ...DepositList_billing\n    }\n  }\n}\n\nfragment DepositList_billing on Billing {\n  deposits {\n    id\n    building {\n      title\n      id\n    }\n    amount {\n      formatted\n    }\n    status\n    deductions {\n      category\n      amount {\n        formatted\n      }\n      description\n    }\n    returnedAmount {\n      formatted\n    }\n  }\n}\n\nfragment DueInvoices_billing on Billing {\n  due {\n    id\n    ...PayInvoiceCard_invoice\n  }\n  paymentSources {\n    id\n    kind\n    brand\n    last4\n    isAutopay\n    mandateStatus\n  }\n  testPaymentMethods {\n    label\n    value\n    kind\n    outcome\n  }\n}\n\nfragment InvoiceList_viewer on Viewer {\n  billing {\n    invoices(first: 12) {\n      edges {\n        node {\n          id\n          description\n          amount {\n            formatted\n          }\n          dueDate\n          paymentStatus\n          paidAt\n          payment {\n            invoiceAmount {\n              formatted\n            }\n            cardFee {\n              cents\n              formatted\n            }\n            total {\n              formatted\n            }\n            paidWith {\n              kind\n              brand\n              last4\n            }\n          }\n          statusHistory {\n            from\n            to\n            reason\n            at\n          }\n          __typename\n        }\n        cursor\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n}\n\nfragment PayInvoiceCard_invoice on Invoice {\n  id\n  description\n  amount {\n    formatted\n  }\n  ifPaidByCard {\n    cardFee {\n      cents\n      formatted\n    }\n    total {\n      formatted\n    }\n  }\n  dueDate\n  paymentStatus\n  viewerCanPay\n  attemptsMade\n  maxAttempts\n  nextAttemptAt\n  lastFailure {\n    message\n  }\n  building {\n    title\n    id\n  }\n}\n\nfragment PaymentMethods_billing on Billing {\n  paymentSources {\n    id\n    kind\n    brand\n    last4\n    isAutopay\n    mandateStatus\n  }\n  testPaymentMethods {\n    label\n    value\n    kind\n    outcome\n  }\n}\n\nfragment ScheduleTable_billing on Billing {\n  schedule {\n    periodMonth\n    dueDate\n    base {\n      formatted\n    }\n    utilities {\n      formatted\n    }\n    platformFee {\n      formatted\n    }\n    totalRent {\n      formatted\n    }\n    promotionCredit {\n      cents\n      formatted\n    }\n    amountDue {\n      formatted\n    }\n    daysCovered\n    daysInMonth\n  }\n}\n"
  }
};
})();

(node as any).hash = "72b41bf91a3f416b0ffb895493b10189";

export default node;
