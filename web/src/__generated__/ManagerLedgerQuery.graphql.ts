/**
 * @generated SignedSource<<b8ff54441205d013920fad8552ba4f31>>
 * @relayHash fb5a0eb7ee0ad6921089f9c6b45fdcd9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4761625f7a1803ea29025c901af80b11d71485458d687c54e0801287d7462c8d

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LedgerItemType = "BEDROOM_RENT" | "BEDROOM_SECURITY_DEPOSIT" | "EARLY_LEASE_TERMINATION_FEE" | "FURNITURE_REIMBURSEMENT" | "LEGACY_FULL_HOME_RENT_AND_DEPOSIT" | "PET_FEE" | "RESIDENTIAL_SERVICE_PAYMENT" | "ROOM_SWITCH_FEE" | "TENANT_PROMOTIONAL_CREDIT" | "UNCATEGORIZED" | "UNCATEGORIZED_SERVICE" | "UTILITY_REIMBURSEMENT" | "V2_TO_V4_UTILITIES_REIMBURSEMENT" | "WASHER_DRYER_REIMBURSEMENT" | "%future added value";
export type ManagerLedgerQuery$variables = {
  buildingId?: string | null | undefined;
  ledgerItemType?: LedgerItemType | null | undefined;
  month?: string | null | undefined;
  tenantUserId?: string | null | undefined;
};
export type ManagerLedgerQuery$data = {
  readonly viewer: {
    readonly billing: {
      readonly ledger: {
        readonly balance: {
          readonly formatted: string;
        };
        readonly csvPath: string;
        readonly depositsHeld: {
          readonly formatted: string;
        };
        readonly homes: ReadonlyArray<{
          readonly buildingId: string;
          readonly title: string;
        }>;
        readonly monthlyTotals: ReadonlyArray<{
          readonly charged: {
            readonly cents: number;
            readonly formatted: string;
          };
          readonly collected: {
            readonly cents: number;
            readonly formatted: string;
          };
          readonly credited: {
            readonly cents: number;
            readonly formatted: string;
          };
          readonly month: string;
        }>;
        readonly outstanding: {
          readonly formatted: string;
        };
      };
      readonly payoutAccountConnectedAt: string | null | undefined;
      readonly payouts: ReadonlyArray<{
        readonly amount: {
          readonly formatted: string;
        };
        readonly createdAt: string;
        readonly databaseId: number;
      }>;
      readonly payoutsPaused: boolean;
      readonly " $fragmentSpreads": FragmentRefs<"ChargedToTenants_billing">;
    } | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"LedgerEntries_viewer">;
  };
};
export type ManagerLedgerQuery = {
  response: ManagerLedgerQuery$data;
  variables: ManagerLedgerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "buildingId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "ledgerItemType"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "month"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "tenantUserId"
},
v4 = {
  "kind": "Variable",
  "name": "buildingId",
  "variableName": "buildingId"
},
v5 = {
  "kind": "Variable",
  "name": "ledgerItemType",
  "variableName": "ledgerItemType"
},
v6 = {
  "kind": "Variable",
  "name": "month",
  "variableName": "month"
},
v7 = {
  "kind": "Variable",
  "name": "tenantUserId",
  "variableName": "tenantUserId"
},
v8 = [
  (v4/*:: as any*/),
  (v5/*:: as any*/),
  (v6/*:: as any*/),
  (v7/*:: as any*/)
],
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "payoutAccountConnectedAt",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "payoutsPaused",
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
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "amount",
  "plural": false,
  "selections": (v12/*:: as any*/),
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "concreteType": "Payout",
  "kind": "LinkedField",
  "name": "payouts",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "databaseId",
      "storageKey": null
    },
    (v13/*:: as any*/),
    (v14/*:: as any*/)
  ],
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "concreteType": "HomeChoice",
  "kind": "LinkedField",
  "name": "homes",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "buildingId",
      "storageKey": null
    },
    (v16/*:: as any*/)
  ],
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "balance",
  "plural": false,
  "selections": (v12/*:: as any*/),
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "outstanding",
  "plural": false,
  "selections": (v12/*:: as any*/),
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "depositsHeld",
  "plural": false,
  "selections": (v12/*:: as any*/),
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": (v8/*:: as any*/),
  "kind": "ScalarField",
  "name": "csvPath",
  "storageKey": null
},
v22 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "cents",
    "storageKey": null
  },
  (v11/*:: as any*/)
],
v23 = {
  "alias": null,
  "args": [
    (v4/*:: as any*/),
    {
      "kind": "Literal",
      "name": "months",
      "value": 6
    }
  ],
  "concreteType": "LedgerMonth",
  "kind": "LinkedField",
  "name": "monthlyTotals",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "month",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "charged",
      "plural": false,
      "selections": (v22/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "collected",
      "plural": false,
      "selections": (v22/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "credited",
      "plural": false,
      "selections": (v22/*:: as any*/),
      "storageKey": null
    }
  ],
  "storageKey": null
},
v24 = [
  (v4/*:: as any*/),
  {
    "kind": "Literal",
    "name": "first",
    "value": 25
  },
  (v5/*:: as any*/),
  (v6/*:: as any*/),
  (v7/*:: as any*/)
],
v25 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v26 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v27 = {
  "alias": null,
  "args": null,
  "concreteType": "Building",
  "kind": "LinkedField",
  "name": "building",
  "plural": false,
  "selections": [
    (v16/*:: as any*/),
    (v25/*:: as any*/)
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ManagerLedgerQuery",
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
            "args": (v8/*:: as any*/),
            "kind": "FragmentSpread",
            "name": "LedgerEntries_viewer"
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Billing",
            "kind": "LinkedField",
            "name": "billing",
            "plural": false,
            "selections": [
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v15/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ChargedToTenants_billing"
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Ledger",
                "kind": "LinkedField",
                "name": "ledger",
                "plural": false,
                "selections": [
                  (v17/*:: as any*/),
                  (v18/*:: as any*/),
                  (v19/*:: as any*/),
                  (v20/*:: as any*/),
                  (v21/*:: as any*/),
                  (v23/*:: as any*/)
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v3/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ManagerLedgerQuery",
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
                "args": null,
                "concreteType": "Ledger",
                "kind": "LinkedField",
                "name": "ledger",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": (v24/*:: as any*/),
                    "concreteType": "LedgerEntryConnection",
                    "kind": "LinkedField",
                    "name": "entries",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "LedgerEntryEdge",
                        "kind": "LinkedField",
                        "name": "edges",
                        "plural": true,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "LedgerEntry",
                            "kind": "LinkedField",
                            "name": "node",
                            "plural": false,
                            "selections": [
                              (v25/*:: as any*/),
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
                                "name": "ledgerItemType",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "concreteType": "Money",
                                "kind": "LinkedField",
                                "name": "amount",
                                "plural": false,
                                "selections": (v22/*:: as any*/),
                                "storageKey": null
                              },
                              (v26/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "periodMonth",
                                "storageKey": null
                              },
                              (v27/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "concreteType": "TicketPerson",
                                "kind": "LinkedField",
                                "name": "counterparty",
                                "plural": false,
                                "selections": [
                                  {
                                    "alias": null,
                                    "args": null,
                                    "kind": "ScalarField",
                                    "name": "userId",
                                    "storageKey": null
                                  },
                                  {
                                    "alias": null,
                                    "args": null,
                                    "kind": "ScalarField",
                                    "name": "firstName",
                                    "storageKey": null
                                  }
                                ],
                                "storageKey": null
                              },
                              (v14/*:: as any*/),
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
                  },
                  {
                    "alias": null,
                    "args": (v24/*:: as any*/),
                    "filters": [
                      "buildingId",
                      "tenantUserId",
                      "ledgerItemType",
                      "month"
                    ],
                    "handle": "connection",
                    "key": "LedgerEntries_entries",
                    "kind": "LinkedHandle",
                    "name": "entries"
                  },
                  (v17/*:: as any*/),
                  (v18/*:: as any*/),
                  (v19/*:: as any*/),
                  (v20/*:: as any*/),
                  (v21/*:: as any*/),
                  (v23/*:: as any*/)
                ],
                "storageKey": null
              },
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v15/*:: as any*/),
              {
                "alias": null,
                "args": [
                  {
                    "kind": "Literal",
                    "name": "first",
                    "value": 10
                  }
                ],
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
                          (v25/*:: as any*/),
                          (v26/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "tenantFirstName",
                            "storageKey": null
                          },
                          (v13/*:: as any*/),
                          (v27/*:: as any*/),
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
                            "name": "paidAt",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "paymentStatus",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": "invoices(first:10)"
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
    "cacheID": "fb5a0eb7ee0ad6921089f9c6b45fdcd9",
    "id": "4761625f7a1803ea29025c901af80b11d71485458d687c54e0801287d7462c8d",
    "metadata": {},
    "name": "ManagerLedgerQuery",
    "operationKind": "query",
    "text": "query ManagerLedgerQuery(\n  $buildingId: ID\n  $tenantUserId: ID\n  $ledgerItemType: LedgerItemType\n  $month: String\n) {\n  viewer {\n    ...LedgerEntries_viewer_1WPv3Z\n    billing {\n      payoutAccountConnectedAt\n      payoutsPaused\n      payouts {\n        databaseId\n        amount {\n          formatted\n        }\n        createdAt\n      }\n      ...ChargedToTenants_billing\n      ledger {\n        homes {\n          buildingId\n          title\n        }\n        balance {\n          formatted\n        }\n        outstanding {\n          formatted\n        }\n        depositsHeld {\n          formatted\n        }\n        csvPath(buildingId: $buildingId, tenantUserId: $tenantUserId, ledgerItemType: $ledgerItemType, month: $month)\n        monthlyTotals(months: 6, buildingId: $buildingId) {\n          month\n          charged {\n            cents\n            formatted\n          }\n          collected {\n            cents\n            formatted\n          }\n          credited {\n            cents\n            formatted\n          }\n        }\n      }\n    }\n  }\n}\n\nfragment ChargedToTenants_billing on Billing {\n  invoices(first: 10) {\n    edges {\n      node {\n        id\n        description\n        tenantFirstName\n        amount {\n          formatted\n        }\n        building {\n          title\n          id\n        }\n        dueDate\n        paidAt\n        paymentStatus\n      }\n    }\n  }\n}\n\nfragment LedgerEntries_viewer_1WPv3Z on Viewer {\n  billing {\n    ledger {\n      entries(first: 25, buildingId: $buildingId, tenantUserId: $tenantUserId, ledgerItemType: $ledgerItemType, month: $month) {\n        edges {\n          node {\n            id\n            kind\n            ledgerItemType\n            amount {\n              cents\n              formatted\n            }\n            description\n            periodMonth\n            building {\n              title\n              id\n            }\n            counterparty {\n              userId\n              firstName\n            }\n            createdAt\n            __typename\n          }\n          cursor\n        }\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "3b54bc8053bf8caa0702436ed9b55f5b";

export default node;
