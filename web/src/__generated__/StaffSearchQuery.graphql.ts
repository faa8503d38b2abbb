/**
 * @generated SignedSource<<4f6dba8b1cea4a612543b2a08fe3007c>>
 * @relayHash f56cce55903f7d7a18ea37e4c0bc8fac
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6550d4337dda0096e11c147ac4e140178690294f279400a073b93c146477903d

import { ConcreteRequest } from 'relay-runtime';
export type GlobalSearchKind = "BEDROOM" | "HOME" | "INVOICE" | "LIFECYCLE" | "MAINTENANCE_TICKET" | "RESOLUTION_CASE" | "USER" | "%future added value";
export type StaffSearchQuery$variables = {
  first?: number | null | undefined;
  query: string;
};
export type StaffSearchQuery$data = {
  readonly globalSearch: ReadonlyArray<{
    readonly databaseId: string;
    readonly kind: GlobalSearchKind;
    readonly rank: number;
    readonly subtitle: string;
    readonly title: string;
    readonly url: string;
  }>;
};
export type StaffSearchQuery = {
  response: StaffSearchQuery$data;
  variables: StaffSearchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "query"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "first",
        "variableName": "first"
      },
      {
        "kind": "Variable",
        "name": "query",
        "variableName": "query"
      }
    ],
    "concreteType": "GlobalSearchResult",
    "kind": "LinkedField",
    "name": "globalSearch",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "kind",
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
        "name": "title",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "subtitle",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "rank",
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
    "name": "StaffSearchQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "StaffSearchQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "f56cce55903f7d7a18ea37e4c0bc8fac",
    "id": "6550d4337dda0096e11c147ac4e140178690294f279400a073b93c146477903d",
    "metadata": {},
    "name": "StaffSearchQuery",
    "operationKind": "query",
    "text": "query StaffSearchQuery(\n  $query: String!\n  $first: Int\n) {\n  globalSearch(query: $query, first: $first) {\n    kind\n    databaseId\n    title\n    subtitle\n    rank\n    url\n  }\n}\n"
  }
};
})();

(node as any).hash = "cd36722b74378d1d8f6c11c493e706c7";

export default node;
