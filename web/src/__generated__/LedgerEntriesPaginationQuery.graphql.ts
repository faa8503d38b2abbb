/**
 * @generated SignedSource<<1f7d927505f6e10a82f601609f0b52a8>>
 * @relayHash b39983a43de1479b6dba961a8bfc5a95
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9e1a4824a65fb9020641a8c3bacf35314d3def41d0a7cf6c889850016a42b759

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LedgerItemType = "BEDROOM_RENT" | "BEDROOM_SECURITY_DEPOSIT" | "EARLY_LEASE_TERMINATION_FEE" | "FURNITURE_REIMBURSEMENT" | "LEGACY_FULL_HOME_RENT_AND_DEPOSIT" | "PET_FEE" | "RESIDENTIAL_SERVICE_PAYMENT" | "ROOM_SWITCH_FEE" | "TENANT_PROMOTIONAL_CREDIT" | "UNCATEGORIZED" | "UNCATEGORIZED_SERVICE" | "UTILITY_REIMBURSEMENT" | "V2_TO_V4_UTILITIES_REIMBURSEMENT" | "WASHER_DRYER_REIMBURSEMENT" | "%future added value";
export type LedgerEntriesPaginationQuery$variables = {
  buildingId?: string | null | undefined;
  count?: number | null | undefined;
  cursor?: string | null | undefined;
  ledgerItemType?: LedgerItemType | null | undefined;
  month?: string | null | undefined;
  tenantUserId?: string | null | undefined;
};
export type LedgerEntriesPaginationQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"LedgerEntries_viewer">;
  };
};
export type LedgerEntriesPaginationQuery = {
  response: LedgerEntriesPaginationQuery$data;
  variables: LedgerEntriesPaginationQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "buildingId"
  },
  {
    "defaultValue": 25,
    "kind": "LocalArgument",
    "name": "count"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "cursor"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "ledgerItemType"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "month"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "tenantUserId"
  }
],
v1 = {
  "kind": "Variable",
  "name": "buildingId",
  "variableName": "buildingId"
},
v2 = {
  "kind": "Variable",
  "name": "ledgerItemType",
  "variableName": "ledgerItemType"
},
v3 = {
  "kind": "Variable",
  "name": "month",
  "variableName": "month"
},
v4 = {
  "kind": "Variable",
  "name": "tenantUserId",
  "variableName": "tenantUserId"
},
v5 = [
  {
    "kind": "Variable",
    "name": "after",
    "variableName": "cursor"
  },
  (v1/*:: as any*/),
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "count"
  },
  (v2/*:: as any*/),
  (v3/*:: as any*/),
  (v4/*:: as any*/)
],
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "LedgerEntriesPaginationQuery",
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
            "args": [
              (v1/*:: as any*/),
              {
                "kind": "Variable",
                "name": "count",
                "variableName": "count"
              },
              {
                "kind": "Variable",
                "name": "cursor",
                "variableName": "cursor"
              },
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/)
            ],
            "kind": "FragmentSpread",
            "name": "LedgerEntries_viewer"
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
    "name": "LedgerEntriesPaginationQuery",
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
                    "args": (v5/*:: as any*/),
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
                              (v6/*:: as any*/),
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
                                "selections": [
                                  {
                                    "alias": null,
                                    "args": null,
                                    "kind": "ScalarField",
                                    "name": "cents",
                                    "storageKey": null
                                  },
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
                                "kind": "ScalarField",
                                "name": "periodMonth",
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
                                  },
                                  (v6/*:: as any*/)
                                ],
                                "storageKey": null
                              },
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
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "createdAt",
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
                  },
                  {
                    "alias": null,
                    "args": (v5/*:: as any*/),
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
    "cacheID": "b39983a43de1479b6dba961a8bfc5a95",
    "id": "9e1a4824a65fb9020641a8c3bacf35314d3def41d0a7cf6c889850016a42b759",
    "metadata": {},
    "name": "LedgerEntriesPaginationQuery",
    "operationKind": "query",
    "text": "query LedgerEntriesPaginationQuery(\n  $buildingId: ID\n  $count: Int = 25\n  $cursor: String\n  $ledgerItemType: LedgerItemType\n  $month: String\n  $tenantUserId: ID\n) {\n  viewer {\n    ...LedgerEntries_viewer_gbVbL\n  }\n}\n\nfragment LedgerEntries_viewer_gbVbL on Viewer {\n  billing {\n    ledger {\n      entries(first: $count, after: $cursor, buildingId: $buildingId, tenantUserId: $tenantUserId, ledgerItemType: $ledgerItemType, month: $month) {\n        edges {\n          node {\n            id\n            kind\n            ledgerItemType\n            amount {\n              cents\n              formatted\n            }\n            description\n            periodMonth\n            building {\n              title\n              id\n            }\n            counterparty {\n              userId\n              firstName\n            }\n            createdAt\n            __typename\n          }\n          cursor\n        }\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "408b738690d42d71e2bcb47a98b8959f";

export default node;
