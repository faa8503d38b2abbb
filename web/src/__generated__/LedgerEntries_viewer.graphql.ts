/**
 * @generated SignedSource<<ea9fde26e518928b8ffa8486fea5fca2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type LedgerEntryKind = "CHARGE" | "CREDIT" | "PAYMENT" | "PAYOUT" | "REFUND" | "REVERSAL" | "%future added value";
export type LedgerItemType = "BEDROOM_RENT" | "BEDROOM_SECURITY_DEPOSIT" | "EARLY_LEASE_TERMINATION_FEE" | "FURNITURE_REIMBURSEMENT" | "LEGACY_FULL_HOME_RENT_AND_DEPOSIT" | "PET_FEE" | "RESIDENTIAL_SERVICE_PAYMENT" | "ROOM_SWITCH_FEE" | "TENANT_PROMOTIONAL_CREDIT" | "UNCATEGORIZED" | "UNCATEGORIZED_SERVICE" | "UTILITY_REIMBURSEMENT" | "V2_TO_V4_UTILITIES_REIMBURSEMENT" | "WASHER_DRYER_REIMBURSEMENT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type LedgerEntries_viewer$data = {
  readonly billing: {
    readonly ledger: {
      readonly entries: {
        readonly edges: ReadonlyArray<{
          readonly node: {
            readonly amount: {
              readonly cents: number;
              readonly formatted: string;
            };
            readonly building: {
              readonly title: string;
            } | null | undefined;
            readonly counterparty: {
              readonly firstName: string;
              readonly userId: string;
            } | null | undefined;
            readonly createdAt: string;
            readonly description: string;
            readonly id: string;
            readonly kind: LedgerEntryKind;
            readonly ledgerItemType: LedgerItemType;
            readonly periodMonth: string;
          };
        }>;
      };
    };
  } | null | undefined;
  readonly " $fragmentType": "LedgerEntries_viewer";
};
export type LedgerEntries_viewer$key = {
  readonly " $data"?: LedgerEntries_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"LedgerEntries_viewer">;
};

import LedgerEntriesPaginationQuery_graphql from './LedgerEntriesPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "billing",
  "ledger",
  "entries"
];
return {
  "argumentDefinitions": [
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
      "operation": LedgerEntriesPaginationQuery_graphql
    }
  },
  "name": "LedgerEntries_viewer",
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
              "alias": "entries",
              "args": [
                {
                  "kind": "Variable",
                  "name": "buildingId",
                  "variableName": "buildingId"
                },
                {
                  "kind": "Variable",
                  "name": "ledgerItemType",
                  "variableName": "ledgerItemType"
                },
                {
                  "kind": "Variable",
                  "name": "month",
                  "variableName": "month"
                },
                {
                  "kind": "Variable",
                  "name": "tenantUserId",
                  "variableName": "tenantUserId"
                }
              ],
              "concreteType": "LedgerEntryConnection",
              "kind": "LinkedField",
              "name": "__LedgerEntries_entries_connection",
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
                            }
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

(node as any).hash = "408b738690d42d71e2bcb47a98b8959f";

export default node;
