/**
 * @generated SignedSource<<c3f02d0f132afae16fb8da9f94da336e>>
 * @relayHash d52614b92ffbd4958a7e9ff282795657
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b433f65ee6ca86514a914a641446ef30f72a4c22f6552b7251572b04c5c8555e

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TicketStatus = "COMPLETED" | "IN_PROGRESS" | "NOT_STARTED" | "%future added value";
export type ManagerServiceQuery$variables = {
  buildingId?: string | null | undefined;
  count?: number | null | undefined;
  homes?: number | null | undefined;
  status?: TicketStatus | null | undefined;
};
export type ManagerServiceQuery$data = {
  readonly viewer: {
    readonly managedBuildings: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly id: string;
          readonly title: string;
        };
      }>;
    };
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
  "defaultValue": 100,
  "kind": "LocalArgument",
  "name": "homes"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "status"
},
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
  "name": "title",
  "storageKey": null
},
v6 = [
  (v4/*:: as any*/),
  (v5/*:: as any*/)
],
v7 = {
  "alias": null,
  "args": [
    {
      "kind": "Variable",
      "name": "first",
      "variableName": "homes"
    }
  ],
  "concreteType": "BuildingConnection",
  "kind": "LinkedField",
  "name": "managedBuildings",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "BuildingEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Building",
          "kind": "LinkedField",
          "name": "node",
          "plural": false,
          "selections": (v6/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v8 = {
  "kind": "Variable",
  "name": "buildingId",
  "variableName": "buildingId"
},
v9 = {
  "kind": "Variable",
  "name": "status",
  "variableName": "status"
},
v10 = [
  (v8/*:: as any*/),
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "count"
  },
  (v9/*:: as any*/)
],
v11 = [
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
      (v2/*:: as any*/),
      (v3/*:: as any*/)
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
          (v7/*:: as any*/),
          {
            "args": [
              (v8/*:: as any*/),
              {
                "kind": "Variable",
                "name": "count",
                "variableName": "count"
              },
              (v9/*:: as any*/)
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
      (v3/*:: as any*/),
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
          (v7/*:: as any*/),
          {
            "alias": null,
            "args": (v10/*:: as any*/),
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
                      (v4/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Building",
                        "kind": "LinkedField",
                        "name": "building",
                        "plural": false,
                        "selections": (v6/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "databaseId",
                        "storageKey": null
                      },
                      (v5/*:: as any*/),
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
                        "selections": (v11/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "TicketPerson",
                        "kind": "LinkedField",
                        "name": "responsibleManager",
                        "plural": false,
                        "selections": (v11/*:: as any*/),
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
            "args": (v10/*:: as any*/),
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
    "cacheID": "d52614b92ffbd4958a7e9ff282795657",
    "id": "b433f65ee6ca86514a914a641446ef30f72a4c22f6552b7251572b04c5c8555e",
    "metadata": {},
    "name": "ManagerServiceQuery",
    "operationKind": "query",
    "text": "query ManagerServiceQuery(\n  $buildingId: ID\n  $status: TicketStatus\n  $homes: Int = 100\n  $count: Int = 30\n) {\n  viewer {\n    managedBuildings(first: $homes) {\n      edges {\n        node {\n          id\n          title\n        }\n      }\n    }\n    ...ManagerServiceList_viewer_1uHoxE\n  }\n}\n\nfragment ManagerServiceList_viewer_1uHoxE on Viewer {\n  maintenanceTickets(first: $count, buildingId: $buildingId, status: $status) {\n    edges {\n      node {\n        id\n        building {\n          id\n          title\n        }\n        ...TicketRow_ticket\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment TicketRow_ticket on MaintenanceTicket {\n  databaseId\n  title\n  status\n  areaLabel\n  ticketTypeLabel\n  updatesCount\n  lastUpdateAt\n  createdAt\n  building {\n    title\n    id\n  }\n  createdBy {\n    firstName\n  }\n  responsibleManager {\n    firstName\n  }\n}\n"
  }
};
})();

(node as any).hash = "4fa7cd6c2126036ad0f16c13a66dfea8";

export default node;
