/**
 * @generated SignedSource<<84ff7a732b822800966482476958dce0>>
 * @relayHash f3e7fb77ef605bec48298e1576d2bcc9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0a7b8614e80320f3d94b745382470964b5d7576b4462dd680a1121cd90cebcec

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RenterTicketPanelQuery$variables = {
  id: string;
};
export type RenterTicketPanelQuery$data = {
  readonly maintenanceTicket: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"TicketDetail_ticket">;
  } | null | undefined;
};
export type RenterTicketPanelQuery = {
  response: RenterTicketPanelQuery$data;
  variables: RenterTicketPanelQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
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
v8 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "firstName",
    "storageKey": null
  }
],
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v10 = {
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
    "name": "RenterTicketPanelQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "MaintenanceTicket",
        "kind": "LinkedField",
        "name": "maintenanceTicket",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "TicketDetail_ticket"
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
    "name": "RenterTicketPanelQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "MaintenanceTicket",
        "kind": "LinkedField",
        "name": "maintenanceTicket",
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
              (v2/*:: as any*/)
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
            "selections": (v8/*:: as any*/),
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
            "selections": (v8/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "createdByRole",
            "storageKey": null
          },
          (v10/*:: as any*/),
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
                        "selections": (v8/*:: as any*/),
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
                      (v10/*:: as any*/),
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
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "f3e7fb77ef605bec48298e1576d2bcc9",
    "id": "0a7b8614e80320f3d94b745382470964b5d7576b4462dd680a1121cd90cebcec",
    "metadata": {},
    "name": "RenterTicketPanelQuery",
    "operationKind": "query",
    "text": "query RenterTicketPanelQuery(\n  $id: ID!\n) {\n  maintenanceTicket(id: $id) {\n    id\n    ...TicketDetail_ticket\n  }\n}\n\nfragment TicketDetail_ticket on MaintenanceTicket {\n  id\n  databaseId\n  title\n  status\n  ticketTypeLabel\n  areaLabel\n  accessRequirement\n  supportCategory {\n    name\n    id\n  }\n  building {\n    title\n    id\n  }\n  responsibleManager {\n    firstName\n  }\n  viewerMay {\n    reply\n  }\n  ...TicketTimeline_ticket\n  ...TicketService_ticket\n}\n\nfragment TicketService_ticket on MaintenanceTicket {\n  serviceActivity {\n    databaseId\n    status\n    scheduledStart\n    scheduledEnd\n    timeZone\n    serviceType {\n      name\n      id\n    }\n    holder {\n      name\n    }\n    id\n  }\n}\n\nfragment TicketTimeline_ticket on MaintenanceTicket {\n  description\n  createdAt\n  createdBy {\n    firstName\n  }\n  createdByRole\n  photos {\n    fileId\n    url\n  }\n  updates {\n    edges {\n      node {\n        id\n        author {\n          firstName\n        }\n        actorRole\n        body\n        statusFrom\n        statusTo\n        photos {\n          fileId\n          url\n        }\n        serviceAction\n        managerNote\n        createdAt\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f7c8fc6170bd2357b372ec8247eb94e1";

export default node;
