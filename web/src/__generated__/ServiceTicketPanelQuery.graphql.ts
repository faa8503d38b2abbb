/**
 * @generated SignedSource<<b174bcad51fb6770004eb34a9faa7f0f>>
 * @relayHash 58b504646c5fc61a14db1c2ec1424f42
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 257253749130dd5d5d5627e9f12c37e31a4f2a3af5533a3cdc85c630bf989a3d

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ServiceTicketPanelQuery$variables = {
  id: string;
};
export type ServiceTicketPanelQuery$data = {
  readonly maintenanceTicket: {
    readonly building: {
      readonly " $fragmentSpreads": FragmentRefs<"ManagerTicketActions_building">;
    } | null | undefined;
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"ManagerTicketActions_ticket" | "TicketDetail_ticket">;
  } | null | undefined;
  readonly viewer: {
    readonly user: {
      readonly databaseId: string;
      readonly firstName: string;
      readonly lastName: string;
    } | null | undefined;
  };
};
export type ServiceTicketPanelQuery = {
  response: ServiceTicketPanelQuery$data;
  variables: ServiceTicketPanelQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "firstName",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastName",
  "storageKey": null
},
v4 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v9 = [
  (v8/*:: as any*/),
  (v5/*:: as any*/)
],
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v11 = [
  (v2/*:: as any*/)
],
v12 = {
  "alias": null,
  "args": null,
  "concreteType": "TicketFile",
  "kind": "LinkedField",
  "name": "photos",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fileId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "url",
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
    "name": "ServiceTicketPanelQuery",
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
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "MaintenanceTicket",
        "kind": "LinkedField",
        "name": "maintenanceTicket",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "TicketDetail_ticket"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ManagerTicketActions_ticket"
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
                "args": null,
                "kind": "FragmentSpread",
                "name": "ManagerTicketActions_building"
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
    "name": "ServiceTicketPanelQuery",
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
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v5/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "MaintenanceTicket",
        "kind": "LinkedField",
        "name": "maintenanceTicket",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          (v1/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
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
            "name": "areaLabel",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "accessRequirement",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "SupportCategory",
            "kind": "LinkedField",
            "name": "supportCategory",
            "plural": false,
            "selections": (v9/*:: as any*/),
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
              (v6/*:: as any*/),
              (v5/*:: as any*/),
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "BuildingManagement",
                "kind": "LinkedField",
                "name": "management",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CoManager",
                    "kind": "LinkedField",
                    "name": "coManagers",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "userDatabaseId",
                        "storageKey": null
                      },
                      (v8/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "permissionAreas",
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
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "TicketPerson",
            "kind": "LinkedField",
            "name": "responsibleManager",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "userId",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "TicketPermissions",
            "kind": "LinkedField",
            "name": "viewerMay",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "reply",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "changeStatus",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "assign",
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
          (v10/*:: as any*/),
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
            "kind": "ScalarField",
            "name": "createdByRole",
            "storageKey": null
          },
          (v12/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "TicketUpdateConnection",
            "kind": "LinkedField",
            "name": "updates",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "TicketUpdateEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "TicketUpdate",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v5/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "TicketPerson",
                        "kind": "LinkedField",
                        "name": "author",
                        "plural": false,
                        "selections": (v11/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "actorRole",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "body",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "statusFrom",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "statusTo",
                        "storageKey": null
                      },
                      (v12/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "serviceAction",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "managerNote",
                        "storageKey": null
                      },
                      (v10/*:: as any*/)
                    ],
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
            "concreteType": "ServiceActivity",
            "kind": "LinkedField",
            "name": "serviceActivity",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "scheduledStart",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "scheduledEnd",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "timeZone",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ServiceType",
                "kind": "LinkedField",
                "name": "serviceType",
                "plural": false,
                "selections": (v9/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ServiceActivityHolder",
                "kind": "LinkedField",
                "name": "holder",
                "plural": false,
                "selections": [
                  (v8/*:: as any*/)
                ],
                "storageKey": null
              },
              (v5/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "58b504646c5fc61a14db1c2ec1424f42",
    "id": "257253749130dd5d5d5627e9f12c37e31a4f2a3af5533a3cdc85c630bf989a3d",
    "metadata": {},
    "name": "ServiceTicketPanelQuery",
    "operationKind": "query",
    "text": "query ServiceTicketPanelQuery(\n  $id: ID!\n) {\n  viewer {\n    user {\n      databaseId\n      firstName\n      lastName\n      id\n    }\n  }\n  maintenanceTicket(id: $id) {\n    id\n    ...TicketDetail_ticket\n    ...ManagerTicketActions_ticket\n    building {\n      ...ManagerTicketActions_building\n      id\n    }\n  }\n}\n\nfragment ManagerTicketActions_building on Building {\n  management {\n    coManagers {\n      userDatabaseId\n      name\n      permissionAreas\n    }\n  }\n}\n\nfragment ManagerTicketActions_ticket on MaintenanceTicket {\n  id\n  databaseId\n  building {\n    databaseId\n    id\n  }\n  status\n  viewerMay {\n    changeStatus\n    assign\n  }\n  responsibleManager {\n    userId\n    firstName\n  }\n  serviceActivity {\n    status\n    id\n  }\n}\n\nfragment TicketDetail_ticket on MaintenanceTicket {\n  id\n  databaseId\n  title\n  status\n  ticketTypeLabel\n  areaLabel\n  accessRequirement\n  supportCategory {\n    name\n    id\n  }\n  building {\n    title\n    id\n  }\n  responsibleManager {\n    firstName\n  }\n  viewerMay {\n    reply\n  }\n  ...TicketTimeline_ticket\n  ...TicketService_ticket\n}\n\nfragment TicketService_ticket on MaintenanceTicket {\n  serviceActivity {\n    databaseId\n    status\n    scheduledStart\n    scheduledEnd\n    timeZone\n    serviceType {\n      name\n      id\n    }\n    holder {\n      name\n    }\n    id\n  }\n}\n\nfragment TicketTimeline_ticket on MaintenanceTicket {\n  description\n  createdAt\n  createdBy {\n    firstName\n  }\n  createdByRole\n  photos {\n    fileId\n    url\n  }\n  updates {\n    edges {\n      node {\n        id\n        author {\n          firstName\n        }\n        actorRole\n        body\n        statusFrom\n        statusTo\n        photos {\n          fileId\n          url\n        }\n        serviceAction\n        managerNote\n        createdAt\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "3f46b8d91a60af16f33beff2360e9856";

export default node;
