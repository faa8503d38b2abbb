/**
 * @generated SignedSource<<c2b40b3812e114f361bd2b0f75e437d0>>
 * @relayHash 1ce62d536ad2921bc82ce98ee4a48472
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4eacae8d7b3798e4f38208f2cc910b3886161805342c4d4c0dd9e2b557b08f3a

import { ConcreteRequest } from 'relay-runtime';
export type UserRole = "MANAGER" | "TENANT" | "VENDOR" | "%future added value";
export type MagicLinkLogInInput = {
  magicLinkId: string;
  userRole: UserRole;
};
export type useSignInMethodsMagicLinkMutation$variables = {
  input: MagicLinkLogInInput;
};
export type useSignInMethodsMagicLinkMutation$data = {
  readonly magicLinkLogIn: {
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
export type useSignInMethodsMagicLinkMutation = {
  response: useSignInMethodsMagicLinkMutation$data;
  variables: useSignInMethodsMagicLinkMutation$variables;
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
    "concreteType": "MagicLinkLogInPayload",
    "kind": "LinkedField",
    "name": "magicLinkLogIn",
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
    "name": "useSignInMethodsMagicLinkMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSignInMethodsMagicLinkMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "1ce62d536ad2921bc82ce98ee4a48472",
    "id": "4eacae8d7b3798e4f38208f2cc910b3886161805342c4d4c0dd9e2b557b08f3a",
    "metadata": {},
    "name": "useSignInMethodsMagicLinkMutation",
    "operationKind": "mutation",
    "text": "mutation useSignInMethodsMagicLinkMutation(\n  $input: MagicLinkLogInInput!\n) {\n  magicLinkLogIn(input: $input) {\n    session {\n      token\n      userId\n      userRole\n      availableRoles\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "6d19ee6c00885523c028554d65ff1aad";

export default node;
