/**
 * @generated SignedSource<<5afd98c2a95e7cea5b71610d1e6fcd4b>>
 * @relayHash 66ac8020bbbf2232d2daa4070ab32f5a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 09c26ce5da40377d907d15b8ff44cd99af9be36fb2420b0f31b46fece935d5f3

import { ConcreteRequest } from 'relay-runtime';
export type UserRole = "MANAGER" | "TENANT" | "VENDOR" | "%future added value";
export type AssumeUserRoleInput = {
  userRole: UserRole;
};
export type useAssumeUserRoleMutation$variables = {
  input: AssumeUserRoleInput;
};
export type useAssumeUserRoleMutation$data = {
  readonly assumeUserRole: {
    readonly session: {
      readonly token: string;
      readonly userId: string;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type useAssumeUserRoleMutation = {
  response: useAssumeUserRoleMutation$data;
  variables: useAssumeUserRoleMutation$variables;
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
    "concreteType": "AssumeUserRolePayload",
    "kind": "LinkedField",
    "name": "assumeUserRole",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "AuthSession",
        "kind": "LinkedField",
        "name": "session",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "token",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "userId",
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
    "name": "useAssumeUserRoleMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAssumeUserRoleMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "66ac8020bbbf2232d2daa4070ab32f5a",
    "id": "09c26ce5da40377d907d15b8ff44cd99af9be36fb2420b0f31b46fece935d5f3",
    "metadata": {},
    "name": "useAssumeUserRoleMutation",
    "operationKind": "mutation",
    "text": "mutation useAssumeUserRoleMutation(\n  $input: AssumeUserRoleInput!\n) {\n  assumeUserRole(input: $input) {\n    session {\n      token\n      userId\n    }\n    userErrors {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "dbc8d1e7b05680e7728ed34f9795022d";

export default node;
