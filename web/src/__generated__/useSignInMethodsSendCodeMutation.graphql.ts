/**
 * @generated SignedSource<<8ac38643633a3aec306e0e8338e8ffd2>>
 * @relayHash 5326043e8b4113401ad16d28582efeeb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c364f3b4c36c34b9ac618934a65ca8122a89414108813493cc0ac104493422c4

import { ConcreteRequest } from 'relay-runtime';
export type SendVerificationCodeInput = {
  email: string;
};
export type useSignInMethodsSendCodeMutation$variables = {
  input: SendVerificationCodeInput;
};
export type useSignInMethodsSendCodeMutation$data = {
  readonly sendVerificationCode: {
    readonly message: string | null | undefined;
    readonly ok: boolean;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useSignInMethodsSendCodeMutation = {
  response: useSignInMethodsSendCodeMutation$data;
  variables: useSignInMethodsSendCodeMutation$variables;
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
    "concreteType": "SendVerificationCodePayload",
    "kind": "LinkedField",
    "name": "sendVerificationCode",
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
    "name": "useSignInMethodsSendCodeMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSignInMethodsSendCodeMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "5326043e8b4113401ad16d28582efeeb",
    "id": "c364f3b4c36c34b9ac618934a65ca8122a89414108813493cc0ac104493422c4",
    "metadata": {},
    "name": "useSignInMethodsSendCodeMutation",
    "operationKind": "mutation",
    "text": "mutation useSignInMethodsSendCodeMutation(\n  $input: SendVerificationCodeInput!\n) {\n  sendVerificationCode(input: $input) {\n    ok\n    message\n    userErrors {\n      field\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a49772b45ec8e5457b9b4d496090b10a";

export default node;
