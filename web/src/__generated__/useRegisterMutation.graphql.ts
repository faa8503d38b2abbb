/**
 * @generated SignedSource<<f47d2173acecca57121458224acbbe5a>>
 * @relayHash 1a8efa17072c0338951131332f47976e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d4ff60c48b6f0bfb764d9457acad3736f21da67438d123e24cf4e47e58d5ab5d

import { ConcreteRequest } from 'relay-runtime';
export type UserRole = "MANAGER" | "TENANT" | "VENDOR" | "%future added value";
export type RegisterInput = {
  email: string;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  password: string;
  userRole: UserRole;
};
export type useRegisterMutation$variables = {
  input: RegisterInput;
};
export type useRegisterMutation$data = {
  readonly register: {
    readonly session: {
      readonly token: string;
      readonly userId: string;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useRegisterMutation = {
  response: useRegisterMutation$data;
  variables: useRegisterMutation$variables;
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
    "concreteType": "RegisterPayload",
    "kind": "LinkedField",
    "name": "register",
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
    "name": "useRegisterMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRegisterMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "1a8efa17072c0338951131332f47976e",
    "id": "d4ff60c48b6f0bfb764d9457acad3736f21da67438d123e24cf4e47e58d5ab5d",
    "metadata": {},
    "name": "useRegisterMutation",
    "operationKind": "mutation",
    "text": "mutation useRegisterMutation(\n  $input: RegisterInput!\n) {\n  register(input: $input) {\n    session {\n      token\n      userId\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "9e39a67d99e942b4fbf8d25a0c264f21";

export default node;
