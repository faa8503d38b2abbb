/**
 * @generated SignedSource<<e954bf539040c0ab6889d0cfeb7b6f15>>
 * @relayHash 35348cf68b9f37190addee708c8db4c2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 565b1efd2021443eca472fc650bb92d153d7c493e3621ef987bca38830257193

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ApiTokenScope = "LIFECYCLES_READ" | "LIFECYCLES_WRITE" | "LISTINGS_READ" | "LISTINGS_WRITE" | "MONEY_READ" | "MONEY_WRITE" | "TICKETS_READ" | "TICKETS_WRITE" | "WEBHOOKS_READ" | "WEBHOOKS_WRITE" | "%future added value";
export type UserRole = "MANAGER" | "TENANT" | "VENDOR" | "%future added value";
export type CreateApiTokenInput = {
  expiresInDays?: number | null | undefined;
  expiresOn?: string | null | undefined;
  name: string;
  role?: UserRole | null | undefined;
  scopes: ReadonlyArray<ApiTokenScope>;
};
export type useCreateApiTokenMutation$variables = {
  input: CreateApiTokenInput;
};
export type useCreateApiTokenMutation$data = {
  readonly createApiToken: {
    readonly apiToken: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"ApiTokenItem_apiToken">;
    } | null | undefined;
    readonly token: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useCreateApiTokenMutation = {
  response: useCreateApiTokenMutation$data;
  variables: useCreateApiTokenMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "token",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "UserError",
  "kind": "LinkedField",
  "name": "userErrors",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "field",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useCreateApiTokenMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CreateApiTokenPayload",
        "kind": "LinkedField",
        "name": "createApiToken",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ApiToken",
            "kind": "LinkedField",
            "name": "apiToken",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ApiTokenItem_apiToken"
              }
            ],
            "storageKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreateApiTokenMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CreateApiTokenPayload",
        "kind": "LinkedField",
        "name": "createApiToken",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ApiToken",
            "kind": "LinkedField",
            "name": "apiToken",
            "plural": false,
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
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "35348cf68b9f37190addee708c8db4c2",
    "id": "565b1efd2021443eca472fc650bb92d153d7c493e3621ef987bca38830257193",
    "metadata": {},
    "name": "useCreateApiTokenMutation",
    "operationKind": "mutation",
    "text": "mutation useCreateApiTokenMutation(\n  $input: CreateApiTokenInput!\n) {\n  createApiToken(input: $input) {\n    token\n    apiToken {\n      id\n      ...ApiTokenItem_apiToken\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}\n\nfragment ApiTokenItem_apiToken on ApiToken {\n  id\n  name\n  hint\n  scopes\n  status\n  createdAt\n  expiresAt\n  lastUsedAt\n}\n"
  }
};
})();

(node as any).hash = "e079649a96bbd1a0a4768c6d0aef0a9a";

export default node;
