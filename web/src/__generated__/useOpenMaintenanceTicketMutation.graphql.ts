/**
 * @generated SignedSource<<78ee868a0a3d427939b4feda1f51f7ac>>
 * @relayHash b531a32777cb197e580319a2f0fb9a14
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0689ef5e1a0839d238bd525ce15ce0e1376ad161c199c0367c5f5616f6292297

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AccessRequirement = "LANDLORD_PRESENT" | "NONE_VENDOR_DIRECT_ACCESS" | "NO_ACCESS_NEEDED" | "TENANTS_PRESENT" | "%future added value";
export type TicketArea = "BEDROOM_1" | "BEDROOM_10" | "BEDROOM_2" | "BEDROOM_3" | "BEDROOM_4" | "BEDROOM_5" | "BEDROOM_6" | "BEDROOM_7" | "BEDROOM_8" | "BEDROOM_9" | "COMMON_AREAS" | "EXTERIOR" | "OTHER" | "%future added value";
export type TicketType = "APPLICANT_MESSAGE_TO_HOUSEMATES" | "BEDROOM_TURNOVER" | "LANDLORD_MESSAGE_TO_TENANTS" | "MAINTENANCE_REQUEST" | "NEW_TENANT_INTRODUCTION" | "PROPERTY_SETUP" | "RESIDENTIAL_SERVICE_TICKET" | "RESOLUTION_CASE" | "TOUR" | "%future added value";
export type OpenMaintenanceTicketInput = {
  accessRequirement: AccessRequirement;
  area: TicketArea;
  buildingId: string;
  description: string;
  photoFileIds?: ReadonlyArray<string> | null | undefined;
  supportCategoryId?: string | null | undefined;
  ticketType?: TicketType | null | undefined;
  title: string;
};
export type useOpenMaintenanceTicketMutation$variables = {
  connections: ReadonlyArray<string>;
  input: OpenMaintenanceTicketInput;
};
export type useOpenMaintenanceTicketMutation$data = {
  readonly openMaintenanceTicket: {
    readonly ticket: {
      readonly databaseId: number;
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"TicketRow_ticket">;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useOpenMaintenanceTicketMutation = {
  response: useOpenMaintenanceTicketMutation$data;
  variables: useOpenMaintenanceTicketMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
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
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v7 = [
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
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useOpenMaintenanceTicketMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "OpenMaintenanceTicketPayload",
        "kind": "LinkedField",
        "name": "openMaintenanceTicket",
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
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "TicketRow_ticket"
              }
            ],
            "storageKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useOpenMaintenanceTicketMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "OpenMaintenanceTicketPayload",
        "kind": "LinkedField",
        "name": "openMaintenanceTicket",
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
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v6/*:: as any*/),
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
                "concreteType": "Building",
                "kind": "LinkedField",
                "name": "building",
                "plural": false,
                "selections": [
                  (v6/*:: as any*/),
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "TicketPerson",
                "kind": "LinkedField",
                "name": "createdBy",
                "plural": false,
                "selections": (v7/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "TicketPerson",
                "kind": "LinkedField",
                "name": "responsibleManager",
                "plural": false,
                "selections": (v7/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "prependNode",
            "key": "",
            "kind": "LinkedHandle",
            "name": "ticket",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              },
              {
                "kind": "Literal",
                "name": "edgeTypeName",
                "value": "MaintenanceTicketEdge"
              }
            ]
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "b531a32777cb197e580319a2f0fb9a14",
    "id": "0689ef5e1a0839d238bd525ce15ce0e1376ad161c199c0367c5f5616f6292297",
    "metadata": {},
    "name": "useOpenMaintenanceTicketMutation",
    "operationKind": "mutation",
    "text": "mutation useOpenMaintenanceTicketMutation(\n  $input: OpenMaintenanceTicketInput!\n) {\n  openMaintenanceTicket(input: $input) {\n    ticket {\n      id\n      databaseId\n      ...TicketRow_ticket\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}\n\nfragment TicketRow_ticket on MaintenanceTicket {\n  databaseId\n  title\n  status\n  areaLabel\n  ticketTypeLabel\n  updatesCount\n  lastUpdateAt\n  createdAt\n  building {\n    title\n    id\n  }\n  createdBy {\n    firstName\n  }\n  responsibleManager {\n    firstName\n  }\n}\n"
  }
};
})();

(node as any).hash = "8a15260d84478a68e1baf4feec0f5586";

export default node;
