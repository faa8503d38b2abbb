/**
 * @generated SignedSource<<78ae878bb78f9ba73f17e766714b5eea>>
 * @relayHash 50f1e66ed4170e590853eadcbd95c4b1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3a1e40e86ebe337675c46cab82eeda435766bacc3aff488112a25a3a7c0ded1c

import { ConcreteRequest } from 'relay-runtime';
export type DeveloperExplorerQuery$variables = Record<PropertyKey, never>;
export type DeveloperExplorerQuery$data = {
  readonly viewer: {
    readonly isGuest: boolean;
    readonly isStaff: boolean;
  };
};
export type DeveloperExplorerQuery = {
  response: DeveloperExplorerQuery$data;
  variables: DeveloperExplorerQuery$variables;
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
        "kind": "ScalarField",
        "name": "isGuest",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "isStaff",
        "storageKey": null
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
    "name": "DeveloperExplorerQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "DeveloperExplorerQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "50f1e66ed4170e590853eadcbd95c4b1",
    "id": "3a1e40e86ebe337675c46cab82eeda435766bacc3aff488112a25a3a7c0ded1c",
    "metadata": {},
    "name": "DeveloperExplorerQuery",
    "operationKind": "query",
    "text": "query DeveloperExplorerQuery {\n  viewer {\n    isGuest\n    isStaff\n  }\n}\n"
  }
};
})();

(node as any).hash = "85f7a869a0c1217db1365a29343e9be8";

export default node;
