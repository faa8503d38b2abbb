/**
 * @generated SignedSource<<da47359fe2e0f2ad724bc663a24eb9ea>>
 * @relayHash 0c72c2b217e775e8dc10d011eec576f4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 20d53d872900c4cd1afefc9f824ae74bcd0942d44e2f919739585ea502758a94

import { ConcreteRequest } from 'relay-runtime';
export type ApiTokenStatus = "ACTIVE" | "EXPIRED" | "REVOKED" | "%future added value";
export type ApiTokenIdInput = {
  apiTokenId: string;
};
export type useRevokeApiTokenMutation$variables = {
  input: ApiTokenIdInput;
};
export type useRevokeApiTokenMutation$data = {
  readonly revokeApiToken: {
    readonly apiToken: {
      readonly id: string;
      readonly revokedAt: string | null | undefined;
      readonly status: ApiTokenStatus;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useRevokeApiTokenMutation = {
  response: useRevokeApiTokenMutation$data;
  variables: useRevokeApiTokenMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "RevokeApiTokenPayload",
    "kind": "LinkedField",
    "name": "revokeApiToken",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ApiToken",
        "kind": "LinkedField",
        "name": "apiToken",
        "plural": false,
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
            "name": "status",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "revokedAt",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
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
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useRevokeApiTokenMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRevokeApiTokenMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "0c72c2b217e775e8dc10d011eec576f4",
    "id": "20d53d872900c4cd1afefc9f824ae74bcd0942d44e2f919739585ea502758a94",
    "metadata": {},
    "name": "useRevokeApiTokenMutation",
    "operationKind": "mutation",
    "text": "mutation useRevokeApiTokenMutation(\n  $input: ApiTokenIdInput!\n) {\n  revokeApiToken(input: $input) {\n    apiToken {\n      id\n      status\n      revokedAt\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "0a9789ed77fb33a6cb5d7a4d58db813a";

export default node;
