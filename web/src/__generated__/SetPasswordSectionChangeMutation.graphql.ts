/**
 * @generated SignedSource<<90fe1f02d27c04fd15412cb6eaae354b>>
 * @relayHash fc62b8d8e51a6f798c942478c8bd8459
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 60e0c23ff50286e4111c0ac90093e864d83f1cfcd97dbd57045a21dd37caf29c

import { ConcreteRequest } from 'relay-runtime';
export type ChangePasswordInput = {
  currentPassword?: string | null | undefined;
  newPassword: string;
};
export type SetPasswordSectionChangeMutation$variables = {
  input: ChangePasswordInput;
};
export type SetPasswordSectionChangeMutation$data = {
  readonly changePassword: {
    readonly ok: boolean;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type SetPasswordSectionChangeMutation = {
  response: SetPasswordSectionChangeMutation$data;
  variables: SetPasswordSectionChangeMutation$variables;
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
    "concreteType": "ChangePasswordPayload",
    "kind": "LinkedField",
    "name": "changePassword",
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
    "name": "SetPasswordSectionChangeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SetPasswordSectionChangeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "fc62b8d8e51a6f798c942478c8bd8459",
    "id": "60e0c23ff50286e4111c0ac90093e864d83f1cfcd97dbd57045a21dd37caf29c",
    "metadata": {},
    "name": "SetPasswordSectionChangeMutation",
    "operationKind": "mutation",
    "text": "mutation SetPasswordSectionChangeMutation(\n  $input: ChangePasswordInput!\n) {\n  changePassword(input: $input) {\n    ok\n    userErrors {\n      field\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "5a277293f2912b7f9b5ea79a58fe7f0c";

export default node;
