/**
 * @generated SignedSource<<3f10011a52b29975fed3c6cec7c203cf>>
 * @relayHash f716d39ac59872418f5432aa2a38f601
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 77be4376f2a271942c798b6e36d684141f28d552b6d064d5b47a1e1522b10eb1

import { ConcreteRequest } from 'relay-runtime';
export type SignInProviderName = "APPLE" | "GOOGLE" | "LOCAL" | "%future added value";
export type UserRole = "MANAGER" | "TENANT" | "VENDOR" | "%future added value";
export type SocialLogInInput = {
  nonce: string;
  providerId: string;
  providerName: SignInProviderName;
  providerToken: string;
  userRole: UserRole;
};
export type useSignInMethodsSocialMutation$variables = {
  input: SocialLogInInput;
};
export type useSignInMethodsSocialMutation$data = {
  readonly socialLogIn: {
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
export type useSignInMethodsSocialMutation = {
  response: useSignInMethodsSocialMutation$data;
  variables: useSignInMethodsSocialMutation$variables;
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
    "concreteType": "SocialLogInPayload",
    "kind": "LinkedField",
    "name": "socialLogIn",
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
    "name": "useSignInMethodsSocialMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSignInMethodsSocialMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "f716d39ac59872418f5432aa2a38f601",
    "id": "77be4376f2a271942c798b6e36d684141f28d552b6d064d5b47a1e1522b10eb1",
    "metadata": {},
    "name": "useSignInMethodsSocialMutation",
    "operationKind": "mutation",
    "text": "mutation useSignInMethodsSocialMutation(\n  $input: SocialLogInInput!\n) {\n  socialLogIn(input: $input) {\n    session {\n      token\n      userId\n      userRole\n      availableRoles\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "6d4c664e6de05b6295c59a731da30554";

export default node;
