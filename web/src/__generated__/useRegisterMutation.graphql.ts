/**
 * @generated SignedSource<<6edfbca19940f144696112e5cc09abf2>>
 * @relayHash e8e448075d5a7781a2b06c2574e2fd4f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c32010939ab811de30f2f1f30fb5c965fc9881a194b882740ac6bd0bc6517243

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
      readonly userRole: UserRole;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "userRole",
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
    "cacheID": "e8e448075d5a7781a2b06c2574e2fd4f",
    "id": "c32010939ab811de30f2f1f30fb5c965fc9881a194b882740ac6bd0bc6517243",
    "metadata": {},
    "name": "useRegisterMutation",
    "operationKind": "mutation",
    "text": "mutation useRegisterMutation(\n  $input: RegisterInput!\n) {\n  register(input: $input) {\n    session {\n      token\n      userId\n      userRole\n    }\n    userErrors {\n      field\n      message\n      code\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a3199b22b0afb259bbf74cfa8600c6da";

export default node;
