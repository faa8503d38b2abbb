/**
 * @generated SignedSource<<b35d3e306aacd743733a93c1e7077bef>>
 * @relayHash 64f6c2480ebaf9d306beeeda4c4b0c2c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 59bbf4c8703b115535631c8f3351b05ca8a9e15267d71ffcdf760fd7e2d0fc98

import { ConcreteRequest } from 'relay-runtime';
export type useCreatePayoutAccountLinkMutation$variables = Record<PropertyKey, never>;
export type useCreatePayoutAccountLinkMutation$data = {
  readonly createPayoutAccountLink: {
    readonly url: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useCreatePayoutAccountLinkMutation = {
  response: useCreatePayoutAccountLinkMutation$data;
  variables: useCreatePayoutAccountLinkMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "PayoutAccountLinkPayload",
    "kind": "LinkedField",
    "name": "createPayoutAccountLink",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "url",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useCreatePayoutAccountLinkMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useCreatePayoutAccountLinkMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "64f6c2480ebaf9d306beeeda4c4b0c2c",
    "id": "59bbf4c8703b115535631c8f3351b05ca8a9e15267d71ffcdf760fd7e2d0fc98",
    "metadata": {},
    "name": "useCreatePayoutAccountLinkMutation",
    "operationKind": "mutation",
    "text": "mutation useCreatePayoutAccountLinkMutation {\n  createPayoutAccountLink {\n    url\n    userErrors {\n      field\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "3eab2490e9146db476fe9908e8b886b9";

export default node;
