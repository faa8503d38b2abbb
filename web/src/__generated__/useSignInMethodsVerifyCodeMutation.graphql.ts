/**
 * @generated SignedSource<<517352caa8927e5641f50ff355e2c317>>
 * @relayHash d1409999a94be1260dfdcd3455e68e2b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID da58661e1dfc7d14592d32b420bc744db186d3870059880c8547b7e71a67e2a9

import { ConcreteRequest } from 'relay-runtime';
export type UserRole = "MANAGER" | "TENANT" | "VENDOR" | "%future added value";
export type VerifyCodeInput = {
  code: string;
  email: string;
  userRole: UserRole;
};
export type useSignInMethodsVerifyCodeMutation$variables = {
  input: VerifyCodeInput;
};
export type useSignInMethodsVerifyCodeMutation$data = {
  readonly verifyCode: {
    readonly session: {
      readonly availableRoles: ReadonlyArray<UserRole> | null | undefined;
      readonly token: string;
      readonly userId: string;
      readonly userRole: UserRole;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useSignInMethodsVerifyCodeMutation = {
  response: useSignInMethodsVerifyCodeMutation$data;
  variables: useSignInMethodsVerifyCodeMutation$variables;
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
    "concreteType": "VerifyCodePayload",
    "kind": "LinkedField",
    "name": "verifyCode",
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "userRole",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "availableRoles",
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
    "name": "useSignInMethodsVerifyCodeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSignInMethodsVerifyCodeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "d1409999a94be1260dfdcd3455e68e2b",
    "id": "da58661e1dfc7d14592d32b420bc744db186d3870059880c8547b7e71a67e2a9",
    "metadata": {},
    "name": "useSignInMethodsVerifyCodeMutation",
    "operationKind": "mutation",
    "text": "mutation useSignInMethodsVerifyCodeMutation(\n  $input: VerifyCodeInput!\n) {\n  verifyCode(input: $input) {\n    session {\n      token\n      userId\n      userRole\n      availableRoles\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d3f932a90c77eb7535d9e2de1dee8bc4";

export default node;
