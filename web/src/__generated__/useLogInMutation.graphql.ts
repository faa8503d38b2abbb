/**
 * @generated SignedSource<<5d94e66b648660d1f0581027a86acdf8>>
 * @relayHash 86986f35e114b465e26550b2becfcf0e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 41cc5c589518958869d8f08cc7cb0b91e00282dd51574a95253593b365cb5c84

import { ConcreteRequest } from 'relay-runtime';
export type UserRole = "MANAGER" | "TENANT" | "VENDOR" | "%future added value";
export type LogInInput = {
  email: string;
  password: string;
  userRole: UserRole;
};
export type useLogInMutation$variables = {
  input: LogInInput;
};
export type useLogInMutation$data = {
  readonly logIn: {
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
export type useLogInMutation = {
  response: useLogInMutation$data;
  variables: useLogInMutation$variables;
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
    "concreteType": "LogInPayload",
    "kind": "LinkedField",
    "name": "logIn",
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
    "name": "useLogInMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useLogInMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "86986f35e114b465e26550b2becfcf0e",
    "id": "41cc5c589518958869d8f08cc7cb0b91e00282dd51574a95253593b365cb5c84",
    "metadata": {},
    "name": "useLogInMutation",
    "operationKind": "mutation",
    "text": "mutation useLogInMutation(\n  $input: LogInInput!\n) {\n  logIn(input: $input) {\n    session {\n      token\n      userId\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f7b958f29b1606326df8355ebe7f66dd";

export default node;
