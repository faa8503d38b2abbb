/**
 * @generated SignedSource<<3f0bdeb541ff115172f4f00e1333da73>>
 * @relayHash abadb0389e6f6045af3906c4d01621e3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 51366fbb33cec4b81b152da183ea85db9a1c890493471e40e6d0201f61048389

import { ConcreteRequest } from 'relay-runtime';
export type DigestRole = "MANAGER" | "TENANT" | "%future added value";
export type DigestSectionKind = "APPLICATION_UPDATES" | "INFORMATION_REQUESTS" | "INVOICES_DUE" | "LEASES_SIGNED" | "NEW_APPLICATIONS" | "PAYMENTS_RECEIVED" | "TICKETS_CLOSED" | "TICKETS_OPENED" | "%future added value";
export type DigestPageQuery$variables = {
  id: string;
};
export type DigestPageQuery$data = {
  readonly digest: {
    readonly id: string;
    readonly isEmpty: boolean;
    readonly periodEnd: string;
    readonly periodStart: string;
    readonly role: DigestRole;
    readonly sections: ReadonlyArray<{
      readonly items: ReadonlyArray<{
        readonly amount: {
          readonly formatted: string;
        } | null | undefined;
        readonly at: string;
        readonly databaseId: string;
        readonly detail: string | null | undefined;
        readonly link: string;
        readonly title: string;
      }>;
      readonly kind: DigestSectionKind;
      readonly title: string;
    }>;
  } | null | undefined;
};
export type DigestPageQuery = {
  response: DigestPageQuery$data;
  variables: DigestPageQuery$variables;
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
  "name": "title",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": "Digest",
    "kind": "LinkedField",
    "name": "digest",
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
        "name": "role",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "periodStart",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "periodEnd",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "isEmpty",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "DigestSection",
        "kind": "LinkedField",
        "name": "sections",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "kind",
            "storageKey": null
          },
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "DigestItem",
            "kind": "LinkedField",
            "name": "items",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "databaseId",
                "storageKey": null
              },
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "detail",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "at",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "link",
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
                    "name": "formatted",
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DigestPageQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DigestPageQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "abadb0389e6f6045af3906c4d01621e3",
    "id": "51366fbb33cec4b81b152da183ea85db9a1c890493471e40e6d0201f61048389",
    "metadata": {},
    "name": "DigestPageQuery",
    "operationKind": "query",
    "text": "query DigestPageQuery(\n  $id: ID!\n) {\n  digest(id: $id) {\n    id\n    role\n    periodStart\n    periodEnd\n    isEmpty\n    sections {\n      kind\n      title\n      items {\n        databaseId\n        title\n        detail\n        at\n        link\n        amount {\n          formatted\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "55a7ef50944f0923cc27494138f1203f";

export default node;
