/**
 * @generated SignedSource<<9871ced12698d833632a7d385a4f8fc0>>
 * @relayHash ab3dbe669b5b18ac94d4eb6dafc0e4f1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ce816080216a1e687493339fb494d661c9215a8c480570d31ca815da39787068

import { ConcreteRequest } from 'relay-runtime';
export type AccountLinkQuery$variables = Record<PropertyKey, never>;
export type AccountLinkQuery$data = {
  readonly viewer: {
    readonly managedBuildings: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly id: string;
        };
      }>;
    };
    readonly user: {
      readonly profile: {
        readonly stripeConnectAccountConnectedAt: string | null | undefined;
      };
    } | null | undefined;
  };
};
export type AccountLinkQuery = {
  response: AccountLinkQuery$data;
  variables: AccountLinkQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "concreteType": "Profile",
  "kind": "LinkedField",
  "name": "profile",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "stripeConnectAccountConnectedAt",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": [
    {
      "kind": "Literal",
      "name": "first",
      "value": 1
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
          "selections": [
            (v1/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": "managedBuildings(first:1)"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AccountLinkQuery",
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
              (v0/*:: as any*/)
            ],
            "storageKey": null
          },
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AccountLinkQuery",
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
              (v0/*:: as any*/),
              (v1/*:: as any*/)
            ],
            "storageKey": null
          },
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "ab3dbe669b5b18ac94d4eb6dafc0e4f1",
    "id": "ce816080216a1e687493339fb494d661c9215a8c480570d31ca815da39787068",
    "metadata": {},
    "name": "AccountLinkQuery",
    "operationKind": "query",
    "text": "query AccountLinkQuery {\n  viewer {\n    user {\n      profile {\n        stripeConnectAccountConnectedAt\n      }\n      id\n    }\n    managedBuildings(first: 1) {\n      edges {\n        node {\n          id\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2ab16ed7f439445a4441a66625c1ed79";

export default node;
