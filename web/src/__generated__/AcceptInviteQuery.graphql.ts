/**
 * @generated SignedSource<<f63419014334a023d04ab903099b8e90>>
 * @relayHash 53f64d9f5c488deed3d45d15cd785bcc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5edd903ecc8e92534708859bf3302d1a54486df9aea20d590b366f102bb3c1c4

import { ConcreteRequest } from 'relay-runtime';
export type UserRole = "MANAGER" | "TENANT" | "VENDOR" | "%future added value";
export type AcceptInviteQuery$variables = Record<PropertyKey, never>;
export type AcceptInviteQuery$data = {
  readonly viewer: {
    readonly currentRole: UserRole | null | undefined;
    readonly isGuest: boolean;
    readonly user: {
      readonly email: string;
    } | null | undefined;
  };
};
export type AcceptInviteQuery = {
  response: AcceptInviteQuery$data;
  variables: AcceptInviteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isGuest",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currentRole",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AcceptInviteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v2/*:: as any*/)
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
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AcceptInviteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
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
    ]
  },
  "params": {
    "cacheID": "53f64d9f5c488deed3d45d15cd785bcc",
    "id": "5edd903ecc8e92534708859bf3302d1a54486df9aea20d590b366f102bb3c1c4",
    "metadata": {},
    "name": "AcceptInviteQuery",
    "operationKind": "query",
    "text": "query AcceptInviteQuery {\n  viewer {\n    isGuest\n    currentRole\n    user {\n      email\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4d45cc55b0075cc206a5af2c8dc75f54";

export default node;
