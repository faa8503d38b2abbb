/**
 * @generated SignedSource<<6045a173416945e610bb63e2cf1a67ba>>
 * @relayHash 0d5c2ee83b84a1c00d73f35fa47528d2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 620bfeb522941858ca9c8cfbfae2fff43f56e2a903caa89a3fb66e8c944a87fc

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
      readonly code: string;
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
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
    "cacheID": "0d5c2ee83b84a1c00d73f35fa47528d2",
    "id": "620bfeb522941858ca9c8cfbfae2fff43f56e2a903caa89a3fb66e8c944a87fc",
    "metadata": {},
    "name": "useSignInMethodsMagicLinkMutation",
    "operationKind": "mutation",
    "text": "mutation useSignInMethodsMagicLinkMutation(\n  $input: MagicLinkLogInInput!\n) {\n  magicLinkLogIn(input: $input) {\n    session {\n      token\n      userId\n      userRole\n      availableRoles\n    }\n    userErrors {\n      field\n      message\n      code\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "bc3cd2b2b47ae325354d29295144be64";

export default node;
