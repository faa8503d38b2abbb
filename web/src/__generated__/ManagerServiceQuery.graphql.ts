/**
 * @generated SignedSource<<3cf0af80d9cbaa74d585ba6de487d583>>
 * @relayHash e9c590618cca75e20413548c8c599465
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 74edd64420e091a26301924e69007d08dc0a6397b9e5be1eba612ecd2631f7fd

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TicketStatus = "COMPLETED" | "IN_PROGRESS" | "NOT_STARTED" | "%future added value";
export type ManagerServiceQuery$variables = {
  buildingId?: string | null | undefined;
  count?: number | null | undefined;
  status?: TicketStatus | null | undefined;
};
export type ManagerServiceQuery$data = {
  readonly viewer: {
    readonly serviceHomes: ReadonlyArray<{
      readonly buildingId: string;
      readonly title: string;
    }>;
    readonly " $fragmentSpreads": FragmentRefs<"ManagerServiceList_viewer">;
  };
};
export type ManagerServiceQuery = {
  response: ManagerServiceQuery$data;
  variables: ManagerServiceQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "buildingId"
},
v1 = {
  "defaultValue": 30,
  "kind": "LocalArgument",
  "name": "count"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "status"
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "HomeChoice",
  "kind": "LinkedField",
  "name": "serviceHomes",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "buildingId",
      "storageKey": null
    },
    (v3/*:: as any*/)
  ],
  "storageKey": null
},
v5 = {
  "kind": "Variable",
  "name": "buildingId",
  "variableName": "buildingId"
},
v6 = {
  "kind": "Variable",
  "name": "status",
  "variableName": "status"
},
v7 = [
  (v5/*:: as any*/),
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "count"
  },
  (v6/*:: as any*/)
],
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v9 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "firstName",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ManagerServiceQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          {
            "args": [
              (v5/*:: as any*/),
              {
                "kind": "Variable",
                "name": "count",
                "variableName": "count"
              },
              (v6/*:: as any*/)
            ],
            "kind": "FragmentSpread",
            "name": "ManagerServiceList_viewer"
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
      (v2/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ManagerServiceQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": (v7/*:: as any*/),
            "concreteType": "MaintenanceTicketConnection",
            "kind": "LinkedField",
            "name": "maintenanceTickets",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "MaintenanceTicketEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "MaintenanceTicket",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v8/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Building",
                        "kind": "LinkedField",
                        "name": "building",
                        "plural": false,
                        "selections": [
                          (v8/*:: as any*/),
                          (v3/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "databaseId",
                        "storageKey": null
                      },
                      (v3/*:: as any*/),
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
                        "kind": "ScalarField",
                        "name": "areaLabel",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "ticketTypeLabel",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "updatesCount",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "lastUpdateAt",
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
                        "concreteType": "TicketPerson",
                        "kind": "LinkedField",
                        "name": "createdBy",
                        "plural": false,
                        "selections": (v9/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "TicketPerson",
                        "kind": "LinkedField",
                        "name": "responsibleManager",
                        "plural": false,
                        "selections": (v9/*:: as any*/),
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
            "args": (v7/*:: as any*/),
            "filters": [
              "buildingId",
              "status"
            ],
            "handle": "connection",
            "key": "ManagerServiceList_maintenanceTickets",
            "kind": "LinkedHandle",
            "name": "maintenanceTickets"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "e9c590618cca75e20413548c8c599465",
    "id": "74edd64420e091a26301924e69007d08dc0a6397b9e5be1eba612ecd2631f7fd",
    "metadata": {},
    "name": "ManagerServiceQuery",
    "operationKind": "query",
    "text": "query ManagerServiceQuery(\n  $buildingId: ID\n  $status: TicketStatus\n  $count: Int = 30\n) {\n  viewer {\n    serviceHomes {\n      buildingId\n      title\n    }\n    ...ManagerServiceList_viewer_1uHoxE\n  }\n}\n\nfragment ManagerServiceList_viewer_1uHoxE on Viewer {\n  maintenanceTickets(first: $count, buildingId: $buildingId, status: $status) {\n    edges {\n      node {\n        id\n        building {\n          id\n          title\n        }\n        ...TicketRow_ticket\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment TicketRow_ticket on MaintenanceTicket {\n  databaseId\n  title\n  status\n  areaLabel\n  ticketTypeLabel\n  updatesCount\n  lastUpdateAt\n  createdAt\n  building {\n    title\n    id\n  }\n  createdBy {\n    firstName\n  }\n  responsibleManager {\n    firstName\n  }\n}\n"
  }
};
})();

(node as any).hash = "60a04a8997bb5352409f4ede93e627a1";

export default node;
