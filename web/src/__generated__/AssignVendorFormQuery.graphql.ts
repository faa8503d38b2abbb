/**
 * @generated SignedSource<<b62aad3d142d290d95081378714c1d12>>
 * @relayHash a1d26b9f8d0fdbb3aa16b74b2cc855c1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b9c1563027ce5184238024ea3c7d208d1c34f737cd2a5bc3ce33696816b81bcc

import { ConcreteRequest } from 'relay-runtime';
export type AssignVendorFormQuery$variables = Record<PropertyKey, never>;
export type AssignVendorFormQuery$data = {
  readonly residentialServiceProviders: ReadonlyArray<{
    readonly databaseId: number;
    readonly id: string;
    readonly name: string;
    readonly onboardingCompletedAt: string | null | undefined;
  }>;
};
export type AssignVendorFormQuery = {
  response: AssignVendorFormQuery$data;
  variables: AssignVendorFormQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 100
      }
    ],
    "concreteType": "ResidentialServiceProvider",
    "kind": "LinkedField",
    "name": "residentialServiceProviders",
    "plural": true,
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
        "name": "databaseId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "name",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "onboardingCompletedAt",
        "storageKey": null
      }
    ],
    "storageKey": "residentialServiceProviders(first:100)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AssignVendorFormQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AssignVendorFormQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "a1d26b9f8d0fdbb3aa16b74b2cc855c1",
    "id": "b9c1563027ce5184238024ea3c7d208d1c34f737cd2a5bc3ce33696816b81bcc",
    "metadata": {},
    "name": "AssignVendorFormQuery",
    "operationKind": "query",
    "text": "query AssignVendorFormQuery {\n  residentialServiceProviders(first: 100) {\n    id\n    databaseId\n    name\n    onboardingCompletedAt\n  }\n}\n"
  }
};
})();

(node as any).hash = "9ae0ba9752025e981fee9786b77b3284";

export default node;
