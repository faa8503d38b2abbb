/**
 * @generated SignedSource<<b95c841fc1bb26bee7a42b0d56d7e061>>
 * @relayHash 2040fee96e9b4a3c000f7bf71e9a58c5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b8af9fc9929a5a163897ca69a55ea354e342256f950c366fabfd839ad3b735c8

import { ConcreteRequest } from 'relay-runtime';
export type UserRole = "MANAGER" | "TENANT" | "VENDOR" | "%future added value";
export type StartImpersonationInput = {
  reason: string;
  userId: string;
};
export type impersonationStartMutation$variables = {
  input: StartImpersonationInput;
};
export type impersonationStartMutation$data = {
  readonly startImpersonation: {
    readonly token: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
    readonly userId: string | null | undefined;
    readonly userRole: UserRole | null | undefined;
  };
};
export type impersonationStartMutation = {
  response: impersonationStartMutation$data;
  variables: impersonationStartMutation$variables;
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
    "concreteType": "StartImpersonationPayload",
    "kind": "LinkedField",
    "name": "startImpersonation",
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
    "name": "impersonationStartMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "impersonationStartMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "2040fee96e9b4a3c000f7bf71e9a58c5",
    "id": "b8af9fc9929a5a163897ca69a55ea354e342256f950c366fabfd839ad3b735c8",
    "metadata": {},
    "name": "impersonationStartMutation",
    "operationKind": "mutation",
    "text": "mutation impersonationStartMutation(\n  $input: StartImpersonationInput!\n) {\n  startImpersonation(input: $input) {\n    token\n    userId\n    userRole\n    userErrors {\n      field\n      message\n      code\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "258bb4fdc7259b06215c8ef51af467d5";

export default node;
