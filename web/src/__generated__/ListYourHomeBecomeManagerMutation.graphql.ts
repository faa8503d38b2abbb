/**
 * @generated SignedSource<<6b300c10e2e5cd3040f280200faea35b>>
 * @relayHash 97cd2c79f25e6d6f77af09f8bee2d1ed
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 91e5564763fb4aa6a6bb7c81840f58065fda961d0e6c55ed30941dd0f2822405

import { ConcreteRequest } from 'relay-runtime';
export type ListYourHomeBecomeManagerMutation$variables = Record<PropertyKey, never>;
export type ListYourHomeBecomeManagerMutation$data = {
  readonly becomeManager: {
    readonly session: {
      readonly token: string;
      readonly userId: string;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type ListYourHomeBecomeManagerMutation = {
  response: ListYourHomeBecomeManagerMutation$data;
  variables: ListYourHomeBecomeManagerMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "BecomeManagerPayload",
    "kind": "LinkedField",
    "name": "becomeManager",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "AuthSession",
        "kind": "LinkedField",
        "name": "session",
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
    "name": "ListYourHomeBecomeManagerMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ListYourHomeBecomeManagerMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "97cd2c79f25e6d6f77af09f8bee2d1ed",
    "id": "91e5564763fb4aa6a6bb7c81840f58065fda961d0e6c55ed30941dd0f2822405",
    "metadata": {},
    "name": "ListYourHomeBecomeManagerMutation",
    "operationKind": "mutation",
    "text": "mutation ListYourHomeBecomeManagerMutation {\n  becomeManager {\n    session {\n      token\n      userId\n    }\n    userErrors {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "fd70dd6f3b74629ec278839657b5942b";

export default node;
