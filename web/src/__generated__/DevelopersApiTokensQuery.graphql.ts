/**
 * @generated SignedSource<<95e962ded52af6e52d1e2202a46f598c>>
 * @relayHash 315771992b42d0b948a038674ed97f96
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 73b3bc209c216a5f59e9acec7af08d70e3efc7ab6963fddb12ab4c8870c74bae

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UserRole = "MANAGER" | "TENANT" | "VENDOR" | "%future added value";
export type DevelopersApiTokensQuery$variables = Record<PropertyKey, never>;
export type DevelopersApiTokensQuery$data = {
  readonly viewer: {
    readonly apiTokens: ReadonlyArray<{
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"ApiTokenItem_apiToken">;
    }>;
    readonly currentRole: UserRole | null | undefined;
    readonly isGuest: boolean;
    readonly roles: ReadonlyArray<UserRole>;
  };
};
export type DevelopersApiTokensQuery = {
  response: DevelopersApiTokensQuery$data;
  variables: DevelopersApiTokensQuery$variables;
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
  "name": "roles",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "DevelopersApiTokensQuery",
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
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ApiToken",
            "kind": "LinkedField",
            "name": "apiTokens",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ApiTokenItem_apiToken"
              }
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
    "name": "DevelopersApiTokensQuery",
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
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ApiToken",
            "kind": "LinkedField",
            "name": "apiTokens",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
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
                "name": "hint",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "scopes",
                "storageKey": null
              },
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
                "name": "createdAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "expiresAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastUsedAt",
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
    "cacheID": "315771992b42d0b948a038674ed97f96",
    "id": "73b3bc209c216a5f59e9acec7af08d70e3efc7ab6963fddb12ab4c8870c74bae",
    "metadata": {},
    "name": "DevelopersApiTokensQuery",
    "operationKind": "query",
    "text": "query DevelopersApiTokensQuery {\n  viewer {\n    isGuest\n    currentRole\n    roles\n    apiTokens {\n      id\n      ...ApiTokenItem_apiToken\n    }\n  }\n}\n\nfragment ApiTokenItem_apiToken on ApiToken {\n  id\n  name\n  hint\n  scopes\n  status\n  createdAt\n  expiresAt\n  lastUsedAt\n}\n"
  }
};
})();

(node as any).hash = "c13d6466bcc4c7980d712ec94d10b985";

export default node;
