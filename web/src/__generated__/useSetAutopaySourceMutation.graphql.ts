/**
 * @generated SignedSource<<4353bd30e76d724f7cb65ee986e9c420>>
 * @relayHash 234a782bc449530995ef9bad09c3cd7e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 106ac41a7bb43a9e4414dd5873c7a2ca4604971bbff5a623f4c9dba88acf0641

import { ConcreteRequest } from 'relay-runtime';
export type SetAutopaySourceInput = {
  paymentSourceId: string;
};
export type useSetAutopaySourceMutation$variables = {
  input: SetAutopaySourceInput;
};
export type useSetAutopaySourceMutation$data = {
  readonly setAutopaySource: {
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useSetAutopaySourceMutation = {
  response: useSetAutopaySourceMutation$data;
  variables: useSetAutopaySourceMutation$variables;
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
    "concreteType": "ViewerPayload",
    "kind": "LinkedField",
    "name": "setAutopaySource",
    "plural": false,
    "selections": [
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
    "name": "useSetAutopaySourceMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetAutopaySourceMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "234a782bc449530995ef9bad09c3cd7e",
    "id": "106ac41a7bb43a9e4414dd5873c7a2ca4604971bbff5a623f4c9dba88acf0641",
    "metadata": {},
    "name": "useSetAutopaySourceMutation",
    "operationKind": "mutation",
    "text": "mutation useSetAutopaySourceMutation(\n  $input: SetAutopaySourceInput!\n) {\n  setAutopaySource(input: $input) {\n    userErrors {\n      field\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e6bffd0ee40bc69c32da0d22fba86077";

export default node;
