/**
 * @generated SignedSource<<b528d92847be89d9604ca1c3fa41c7ba>>
 * @relayHash 4f07e0240de2a3c9c03e93adae320668
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a7454d9637820a6f0d2dca573c106fbc0b95b7372d9e72cd2418cb0110e86a3c

import { ConcreteRequest } from 'relay-runtime';
export type UserRole = "MANAGER" | "TENANT" | "VENDOR" | "%future added value";
export type ListYourHomeQuery$variables = Record<PropertyKey, never>;
export type ListYourHomeQuery$data = {
  readonly viewer: {
    readonly currentRole: UserRole | null | undefined;
    readonly isGuest: boolean;
  };
};
export type ListYourHomeQuery = {
  response: ListYourHomeQuery$data;
  variables: ListYourHomeQuery$variables;
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
        "name": "currentRole",
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
    "name": "ListYourHomeQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ListYourHomeQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "4f07e0240de2a3c9c03e93adae320668",
    "id": "a7454d9637820a6f0d2dca573c106fbc0b95b7372d9e72cd2418cb0110e86a3c",
    "metadata": {},
    "name": "ListYourHomeQuery",
    "operationKind": "query",
    "text": "query ListYourHomeQuery {\n  viewer {\n    isGuest\n    currentRole\n  }\n}\n"
  }
};
})();

(node as any).hash = "874de23d26178c130139641e218a8d33";

export default node;
