/**
 * @generated SignedSource<<804c1880c1340ff518d52e3ba9e9e6f7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PaymentSourceKind = "BANK_ACCOUNT" | "CARD" | "%future added value";
export type PaymentStatus = "CHARGE_PENDING" | "FAILED_ATTEMPTS_REMAINING" | "FAILED_NO_ATTEMPTS_REMAINING" | "INCOMPLETE_MANDATE_ERROR" | "INCOMPLETE_SENT_FOR_MANUAL_PAYMENT" | "INITIAL_ATTEMPT_UPCOMING" | "MARKED_UNCOLLECTIBLE" | "PAYMENT_CANCELED" | "SUCCESSFUL" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type InvoiceList_viewer$data = {
  readonly billing: {
    readonly invoices: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly amount: {
            readonly formatted: string;
          };
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
          readonly statusHistory: ReadonlyArray<{
            readonly at: string;
            readonly from: PaymentStatus | null | undefined;
            readonly reason: string;
            readonly to: PaymentStatus;
          }>;
        };
      }>;
    };
  } | null | undefined;
  readonly " $fragmentType": "InvoiceList_viewer";
};
export type InvoiceList_viewer$key = {
  readonly " $data"?: InvoiceList_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"InvoiceList_viewer">;
};

import InvoiceListPaginationQuery_graphql from './InvoiceListPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "billing",
  "invoices"
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "formatted",
  "storageKey": null
},
v2 = [
  (v1/*:: as any*/)
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": 12,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [
        "viewer"
      ],
      "operation": InvoiceListPaginationQuery_graphql
    }
  },
  "name": "InvoiceList_viewer",
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
          "alias": "invoices",
          "args": null,
          "concreteType": "InvoiceConnection",
          "kind": "LinkedField",
          "name": "__InvoiceList_invoices_connection",
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
                      "selections": (v2/*:: as any*/),
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
                          "selections": (v2/*:: as any*/),
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
                            (v1/*:: as any*/)
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
                          "selections": (v2/*:: as any*/),
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
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};
})();

(node as any).hash = "66dd3a7298575f65b92ce41849afee82";

export default node;
