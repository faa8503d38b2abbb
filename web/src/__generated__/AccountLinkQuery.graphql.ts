/**
 * @generated SignedSource<<5633048ef4b41bd11409d6f475abe01e>>
 * @relayHash 7a6c8e768e002026de9d8df50bb98e6b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 312608de9943eca7c58b9b9da5ea506f414164e3269f208751648fe857f090b3

import { ConcreteRequest } from 'relay-runtime';
export type AccountLinkQuery$variables = Record<PropertyKey, never>;
export type AccountLinkQuery$data = {
  readonly viewer: {
    readonly billing: {
      readonly payoutAccountConnectedAt: string | null | undefined;
    } | null | undefined;
    readonly managedBuildings: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly id: string;
        };
      }>;
    };
  };
};
export type AccountLinkQuery = {
  response: AccountLinkQuery$data;
  variables: AccountLinkQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
        "concreteType": "Billing",
        "kind": "LinkedField",
        "name": "billing",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "payoutAccountConnectedAt",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
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
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "id",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "managedBuildings(first:1)"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AccountLinkQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AccountLinkQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "7a6c8e768e002026de9d8df50bb98e6b",
    "id": "312608de9943eca7c58b9b9da5ea506f414164e3269f208751648fe857f090b3",
    "metadata": {},
    "name": "AccountLinkQuery",
    "operationKind": "query",
    "text": "query AccountLinkQuery {\n  viewer {\n    billing {\n      payoutAccountConnectedAt\n    }\n    managedBuildings(first: 1) {\n      edges {\n        node {\n          id\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2fe5f0e3761370cbaeb59b12264e02b4";

export default node;
