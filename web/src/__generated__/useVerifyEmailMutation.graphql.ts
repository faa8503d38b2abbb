/**
 * @generated SignedSource<<ea5e6a462316b76a6c517faa72f80259>>
 * @relayHash b2530a18d48a23025c954d06da9191e6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4d8d3309b459f72b3fc48c5715203da851da8e220b7460b7c7542a96f05d72ce

import { ConcreteRequest } from 'relay-runtime';
export type VerifyEmailInput = {
  token: string;
  userId: string;
};
export type useVerifyEmailMutation$variables = {
  input: VerifyEmailInput;
};
export type useVerifyEmailMutation$data = {
  readonly verifyEmail: {
    readonly ok: boolean;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useVerifyEmailMutation = {
  response: useVerifyEmailMutation$data;
  variables: useVerifyEmailMutation$variables;
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
    "concreteType": "VerifyEmailPayload",
    "kind": "LinkedField",
    "name": "verifyEmail",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "ok",
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
    "name": "useVerifyEmailMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useVerifyEmailMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "b2530a18d48a23025c954d06da9191e6",
    "id": "4d8d3309b459f72b3fc48c5715203da851da8e220b7460b7c7542a96f05d72ce",
    "metadata": {},
    "name": "useVerifyEmailMutation",
    "operationKind": "mutation",
    "text": "mutation useVerifyEmailMutation(\n  $input: VerifyEmailInput!\n) {\n  verifyEmail(input: $input) {\n    ok\n    userErrors {\n      field\n      message\n      code\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b5d6c1ae1ee199256842bc9d272a6a50";

export default node;
