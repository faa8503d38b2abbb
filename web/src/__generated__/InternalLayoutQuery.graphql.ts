/**
 * @generated SignedSource<<9e87897ff4a20ce352eb90889f50b4f0>>
 * @relayHash ccf41d24844ebf0cb1daab9e87d4cea8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID de78da81c83a7fe744dc2cf0f0eb1fe3e216bd9a98348ea7c7895948917e8def

import { ConcreteRequest } from 'relay-runtime';
export type InternalLayoutQuery$variables = Record<PropertyKey, never>;
export type InternalLayoutQuery$data = {
  readonly viewer: {
    readonly isStaff: boolean;
    readonly user: {
      readonly firstName: string;
    } | null | undefined;
  };
};
export type InternalLayoutQuery = {
  response: InternalLayoutQuery$data;
  variables: InternalLayoutQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isStaff",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "firstName",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "InternalLayoutQuery",
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
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
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
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "InternalLayoutQuery",
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
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
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
    "cacheID": "ccf41d24844ebf0cb1daab9e87d4cea8",
    "id": "de78da81c83a7fe744dc2cf0f0eb1fe3e216bd9a98348ea7c7895948917e8def",
    "metadata": {},
    "name": "InternalLayoutQuery",
    "operationKind": "query",
    "text": "query InternalLayoutQuery {\n  viewer {\n    isStaff\n    user {\n      firstName\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "206be6cce18cb54d4c507c195a50d232";

export default node;
