/**
 * @generated SignedSource<<4270777e7c320b0ab522ce69c3ede54f>>
 * @relayHash 8f32a2ad0bb41ac7baaaeb25af139282
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fae1dbbd2e76ebc3a2ed91d65bda1f19064d8c3756397229aad338ad99d59f3e

import { ConcreteRequest } from 'relay-runtime';
export type CreateTestCardTokenInput = {
  cvc: string;
  expMonth: number;
  expYear: number;
  number: string;
};
export type useCreateTestCardTokenMutation$variables = {
  input: CreateTestCardTokenInput;
};
export type useCreateTestCardTokenMutation$data = {
  readonly createTestCardToken: {
    readonly token: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useCreateTestCardTokenMutation = {
  response: useCreateTestCardTokenMutation$data;
  variables: useCreateTestCardTokenMutation$variables;
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
    "concreteType": "CreateTestCardTokenPayload",
    "kind": "LinkedField",
    "name": "createTestCardToken",
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
    "name": "useCreateTestCardTokenMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreateTestCardTokenMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "8f32a2ad0bb41ac7baaaeb25af139282",
    "id": "fae1dbbd2e76ebc3a2ed91d65bda1f19064d8c3756397229aad338ad99d59f3e",
    "metadata": {},
    "name": "useCreateTestCardTokenMutation",
    "operationKind": "mutation",
    "text": "mutation useCreateTestCardTokenMutation(\n  $input: CreateTestCardTokenInput!\n) {\n  createTestCardToken(input: $input) {\n    token\n    userErrors {\n      field\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "fbb53eedea45114e7b9c700096b40f64";

export default node;
