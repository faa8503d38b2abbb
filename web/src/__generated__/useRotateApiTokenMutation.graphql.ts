/**
 * @generated SignedSource<<b90cece175deee25abaa3a225577fcca>>
 * @relayHash 2a220d2e7f869cb03eaf9ece718f3499
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a2e4024afc219861a4d4eb193bfeefd01ed19bda4fec3643dd39addc6255e723

import { ConcreteRequest } from 'relay-runtime';
export type ApiTokenIdInput = {
  apiTokenId: string;
};
export type useRotateApiTokenMutation$variables = {
  input: ApiTokenIdInput;
};
export type useRotateApiTokenMutation$data = {
  readonly rotateApiToken: {
    readonly apiToken: {
      readonly hint: string;
      readonly id: string;
      readonly rotatedAt: string | null | undefined;
    } | null | undefined;
    readonly token: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useRotateApiTokenMutation = {
  response: useRotateApiTokenMutation$data;
  variables: useRotateApiTokenMutation$variables;
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
    "concreteType": "RotateApiTokenPayload",
    "kind": "LinkedField",
    "name": "rotateApiToken",
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
            "name": "hint",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "rotatedAt",
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
    "name": "useRotateApiTokenMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRotateApiTokenMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "2a220d2e7f869cb03eaf9ece718f3499",
    "id": "a2e4024afc219861a4d4eb193bfeefd01ed19bda4fec3643dd39addc6255e723",
    "metadata": {},
    "name": "useRotateApiTokenMutation",
    "operationKind": "mutation",
    "text": "mutation useRotateApiTokenMutation(\n  $input: ApiTokenIdInput!\n) {\n  rotateApiToken(input: $input) {\n    token\n    apiToken {\n      id\n      hint\n      rotatedAt\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a8a46c886d32fc5b965cb746e7a1b3e5";

export default node;
