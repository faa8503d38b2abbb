/**
 * @generated SignedSource<<d7b7a8e04960cc754b86e454f28f07ac>>
 * @relayHash a7647eb2becd12b66d63967cf14fe9d6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 90506523d4c74709e4e8b335758d1fa42e4029e53709d92923068ae00db51d33

import { ConcreteRequest } from 'relay-runtime';
export type impersonationStopMutation$variables = Record<PropertyKey, never>;
export type impersonationStopMutation$data = {
  readonly stopImpersonation: {
    readonly impersonatedUserId: string | null | undefined;
    readonly token: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
    readonly userId: string | null | undefined;
  };
};
export type impersonationStopMutation = {
  response: impersonationStopMutation$data;
  variables: impersonationStopMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "StopImpersonationPayload",
    "kind": "LinkedField",
    "name": "stopImpersonation",
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
        "name": "impersonatedUserId",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "impersonationStopMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "impersonationStopMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "a7647eb2becd12b66d63967cf14fe9d6",
    "id": "90506523d4c74709e4e8b335758d1fa42e4029e53709d92923068ae00db51d33",
    "metadata": {},
    "name": "impersonationStopMutation",
    "operationKind": "mutation",
    "text": "mutation impersonationStopMutation {\n  stopImpersonation {\n    token\n    userId\n    impersonatedUserId\n    userErrors {\n      field\n      message\n      code\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "607f9d453f9fa688f0aad81e3084081e";

export default node;
