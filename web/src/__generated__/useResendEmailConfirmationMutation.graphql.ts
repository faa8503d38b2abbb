/**
 * @generated SignedSource<<de6b1c64533c88df0cb84267dcaabecb>>
 * @relayHash 47e941301bfc309bb886c6e66198e68a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 61d0df08c4245002a99ba4efbc4144161dc5a521df6de547e7821085acfdf414

import { ConcreteRequest } from 'relay-runtime';
export type ResendEmailConfirmationInput = {
  email: string;
};
export type useResendEmailConfirmationMutation$variables = {
  input: ResendEmailConfirmationInput;
};
export type useResendEmailConfirmationMutation$data = {
  readonly resendEmailConfirmation: {
    readonly message: string | null | undefined;
    readonly ok: boolean;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useResendEmailConfirmationMutation = {
  response: useResendEmailConfirmationMutation$data;
  variables: useResendEmailConfirmationMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "ResendEmailConfirmationPayload",
    "kind": "LinkedField",
    "name": "resendEmailConfirmation",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "ok",
        "storageKey": null
      },
      (v1/*:: as any*/),
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
          (v1/*:: as any*/)
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
    "name": "useResendEmailConfirmationMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useResendEmailConfirmationMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "47e941301bfc309bb886c6e66198e68a",
    "id": "61d0df08c4245002a99ba4efbc4144161dc5a521df6de547e7821085acfdf414",
    "metadata": {},
    "name": "useResendEmailConfirmationMutation",
    "operationKind": "mutation",
    "text": "mutation useResendEmailConfirmationMutation(\n  $input: ResendEmailConfirmationInput!\n) {\n  resendEmailConfirmation(input: $input) {\n    ok\n    message\n    userErrors {\n      field\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2172e4c77051d7054b52709d0096fb91";

export default node;
