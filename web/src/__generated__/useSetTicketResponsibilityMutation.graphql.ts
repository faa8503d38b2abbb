/**
 * @generated SignedSource<<c79850db9703261825d6346b3f0964a2>>
 * @relayHash 13ccc94bbbaf8613cb518290724e25b5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ff383c7451283088f8f2a4e4326833b7e3782ed18c96c55a3fe0273ff229e47e

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SetTicketResponsibilityInput = {
  responsibleUserId?: string | null | undefined;
  ticketId: string;
};
export type useSetTicketResponsibilityMutation$variables = {
  input: SetTicketResponsibilityInput;
};
export type useSetTicketResponsibilityMutation$data = {
  readonly setTicketResponsibility: {
    readonly ticket: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"ticketLive_ticket">;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useSetTicketResponsibilityMutation = {
  response: useSetTicketResponsibilityMutation$data;
  variables: useSetTicketResponsibilityMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
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
  "concreteType": "UserError",
  "kind": "LinkedField",
  "name": "userErrors",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "field",
      "storageKey": null
    },
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
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v8 = [
  (v7/*:: as any*/),
  (v2/*:: as any*/)
],
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "firstName",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v11 = [
  (v9/*:: as any*/)
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
    "name": "useSetTicketResponsibilityMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "TicketPayload",
        "kind": "LinkedField",
        "name": "setTicketResponsibility",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "MaintenanceTicket",
            "kind": "LinkedField",
            "name": "ticket",
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
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetTicketResponsibilityMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "TicketPayload",
        "kind": "LinkedField",
        "name": "setTicketResponsibility",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "MaintenanceTicket",
            "kind": "LinkedField",
            "name": "ticket",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
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
                "selections": (v8/*:: as any*/),
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
                  (v5/*:: as any*/),
                  (v2/*:: as any*/),
                  (v4/*:: as any*/)
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
                  (v9/*:: as any*/),
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
                          (v2/*:: as any*/),
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
                  (v4/*:: as any*/),
                  (v6/*:: as any*/),
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
                    "selections": (v8/*:: as any*/),
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
                      (v7/*:: as any*/)
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
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "13ccc94bbbaf8613cb518290724e25b5",
    "id": "ff383c7451283088f8f2a4e4326833b7e3782ed18c96c55a3fe0273ff229e47e",
    "metadata": {},
    "name": "useSetTicketResponsibilityMutation",
    "operationKind": "mutation",
    "text": "mutation useSetTicketResponsibilityMutation(\n  $input: SetTicketResponsibilityInput!\n) {\n  setTicketResponsibility(input: $input) {\n    ticket {\n      id\n      ...ticketLive_ticket\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}\n\nfragment ManagerTicketActions_ticket on MaintenanceTicket {\n  id\n  databaseId\n  building {\n    databaseId\n    id\n  }\n  status\n  viewerMay {\n    changeStatus\n    assign\n  }\n  responsibleManager {\n    userId\n    firstName\n  }\n  serviceActivity {\n    status\n    id\n  }\n}\n\nfragment TicketDetail_ticket on MaintenanceTicket {\n  id\n  databaseId\n  title\n  status\n  ticketTypeLabel\n  areaLabel\n  accessRequirement\n  supportCategory {\n    name\n    id\n  }\n  building {\n    title\n    id\n  }\n  responsibleManager {\n    firstName\n  }\n  viewerMay {\n    reply\n  }\n  ...TicketTimeline_ticket\n  ...TicketService_ticket\n}\n\nfragment TicketRow_ticket on MaintenanceTicket {\n  databaseId\n  title\n  status\n  areaLabel\n  ticketTypeLabel\n  updatesCount\n  lastUpdateAt\n  createdAt\n  building {\n    title\n    id\n  }\n  createdBy {\n    firstName\n  }\n  responsibleManager {\n    firstName\n  }\n}\n\nfragment TicketService_ticket on MaintenanceTicket {\n  serviceActivity {\n    databaseId\n    status\n    scheduledStart\n    scheduledEnd\n    timeZone\n    serviceType {\n      name\n      id\n    }\n    holder {\n      name\n    }\n    id\n  }\n}\n\nfragment TicketTimeline_ticket on MaintenanceTicket {\n  description\n  createdAt\n  createdBy {\n    firstName\n  }\n  createdByRole\n  photos {\n    fileId\n    url\n  }\n  updates {\n    edges {\n      node {\n        id\n        author {\n          firstName\n        }\n        actorRole\n        body\n        statusFrom\n        statusTo\n        photos {\n          fileId\n          url\n        }\n        serviceAction\n        managerNote\n        createdAt\n      }\n    }\n  }\n}\n\nfragment ticketLive_ticket on MaintenanceTicket {\n  id\n  ...TicketDetail_ticket\n  ...TicketRow_ticket\n  ...ManagerTicketActions_ticket\n}\n"
  }
};
})();

(node as any).hash = "ff52a57dc523e1f4f05f3cb9c59dd839";

export default node;
