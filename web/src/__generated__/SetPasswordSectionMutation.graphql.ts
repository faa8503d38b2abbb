/**
 * @generated SignedSource<<3306f6ed6520aa8461343aee4437c425>>
 * @relayHash ac967212800911086f71fa15b0472fe4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d738024f0c40b77c0c2b553fad9215105d67a6bc935ff1c3756617cd364ac38a

import { ConcreteRequest } from 'relay-runtime';
export type SetPasswordInput = {
  password: string;
};
export type SetPasswordSectionMutation$variables = {
  input: SetPasswordInput;
};
export type SetPasswordSectionMutation$data = {
  readonly setPassword: {
    readonly ok: boolean;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type SetPasswordSectionMutation = {
  response: SetPasswordSectionMutation$data;
  variables: SetPasswordSectionMutation$variables;
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
    "concreteType": "SetPasswordPayload",
    "kind": "LinkedField",
    "name": "setPassword",
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
    "name": "SetPasswordSectionMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SetPasswordSectionMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "ac967212800911086f71fa15b0472fe4",
    "id": "d738024f0c40b77c0c2b553fad9215105d67a6bc935ff1c3756617cd364ac38a",
    "metadata": {},
    "name": "SetPasswordSectionMutation",
    "operationKind": "mutation",
    "text": "mutation SetPasswordSectionMutation(\n  $input: SetPasswordInput!\n) {\n  setPassword(input: $input) {\n    ok\n    userErrors {\n      field\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f74487ddd3ea625812613ffea3264be0";

export default node;
