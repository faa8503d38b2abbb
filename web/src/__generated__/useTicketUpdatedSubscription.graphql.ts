/**
 * @generated SignedSource<<c53dfd8ebeee7238210ce57101a7a182>>
 * @relayHash d8a54c9de1269b12a37d5dcaebd9d345
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4ba95204d5044f8697f8a2842e8e9656d7b96f64d4e1b477609ef55bdbf73a51

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useTicketUpdatedSubscription$variables = {
  ticketId: string;
};
export type useTicketUpdatedSubscription$data = {
  readonly ticketUpdated: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"ticketLive_ticket">;
  };
};
export type useTicketUpdatedSubscription = {
  response: useTicketUpdatedSubscription$data;
  variables: useTicketUpdatedSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "ticketId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "ticketId",
    "variableName": "ticketId"
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
  "name": "title",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v7 = [
  (v6/*:: as any*/),
  (v2/*:: as any*/)
],
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "firstName",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v10 = [
  (v8/*:: as any*/)
],
v11 = {
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
    "name": "useTicketUpdatedSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "MaintenanceTicket",
        "kind": "LinkedField",
        "name": "ticketUpdated",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ticketLive_ticket"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useTicketUpdatedSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "MaintenanceTicket",
        "kind": "LinkedField",
        "name": "ticketUpdated",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
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
            "selections": (v7/*:: as any*/),
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
              (v4/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/)
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
              (v8/*:: as any*/),
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
          (v9/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "TicketPerson",
            "kind": "LinkedField",
            "name": "createdBy",
            "plural": false,
            "selections": (v10/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "createdByRole",
            "storageKey": null
          },
          (v11/*:: as any*/),
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
                      (v2/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "TicketPerson",
                        "kind": "LinkedField",
                        "name": "author",
                        "plural": false,
                        "selections": (v10/*:: as any*/),
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
                      (v11/*:: as any*/),
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
                      (v9/*:: as any*/)
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
              (v3/*:: as any*/),
              (v5/*:: as any*/),
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
                "selections": (v7/*:: as any*/),
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
                  (v6/*:: as any*/)
                ],
                "storageKey": null
              },
              (v2/*:: as any*/)
            ],
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
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "d8a54c9de1269b12a37d5dcaebd9d345",
    "id": "4ba95204d5044f8697f8a2842e8e9656d7b96f64d4e1b477609ef55bdbf73a51",
    "metadata": {},
    "name": "useTicketUpdatedSubscription",
    "operationKind": "subscription",
    "text": "subscription useTicketUpdatedSubscription(\n  $ticketId: ID!\n) {\n  ticketUpdated(ticketId: $ticketId) {\n    id\n    ...ticketLive_ticket\n  }\n}\n\nfragment ManagerTicketActions_ticket on MaintenanceTicket {\n  id\n  databaseId\n  building {\n    databaseId\n    id\n  }\n  status\n  viewerMay {\n    changeStatus\n    assign\n  }\n  responsibleManager {\n    userId\n    firstName\n  }\n  serviceActivity {\n    status\n    id\n  }\n}\n\nfragment TicketDetail_ticket on MaintenanceTicket {\n  id\n  databaseId\n  title\n  status\n  ticketTypeLabel\n  areaLabel\n  accessRequirement\n  supportCategory {\n    name\n    id\n  }\n  building {\n    title\n    id\n  }\n  responsibleManager {\n    firstName\n  }\n  viewerMay {\n    reply\n  }\n  ...TicketTimeline_ticket\n  ...TicketService_ticket\n}\n\nfragment TicketRow_ticket on MaintenanceTicket {\n  databaseId\n  title\n  status\n  areaLabel\n  ticketTypeLabel\n  updatesCount\n  lastUpdateAt\n  createdAt\n  building {\n    title\n    id\n  }\n  createdBy {\n    firstName\n  }\n  responsibleManager {\n    firstName\n  }\n}\n\nfragment TicketService_ticket on MaintenanceTicket {\n  serviceActivity {\n    databaseId\n    status\n    scheduledStart\n    scheduledEnd\n    timeZone\n    serviceType {\n      name\n      id\n    }\n    holder {\n      name\n    }\n    id\n  }\n}\n\nfragment TicketTimeline_ticket on MaintenanceTicket {\n  description\n  createdAt\n  createdBy {\n    firstName\n  }\n  createdByRole\n  photos {\n    fileId\n    url\n  }\n  updates {\n    edges {\n      node {\n        id\n        author {\n          firstName\n        }\n        actorRole\n        body\n        statusFrom\n        statusTo\n        photos {\n          fileId\n          url\n        }\n        serviceAction\n        managerNote\n        createdAt\n      }\n    }\n  }\n}\n\nfragment ticketLive_ticket on MaintenanceTicket {\n  id\n  ...TicketDetail_ticket\n  ...TicketRow_ticket\n  ...ManagerTicketActions_ticket\n}\n"
  }
};
})();

(node as any).hash = "bb3d647c47f2dc4197269b6299234e1e";

export default node;
