/**
 * @generated SignedSource<<fd186ea9907a7d23d100499566e78c00>>
 * @relayHash 2b5adee171f6cc14075e53fc74bd6101
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4fe127c2d9e6df2be5d7a631ff72fd8be5ce703c7d36a47b89ade89d9dd90ec2

import { ConcreteRequest } from 'relay-runtime';
export type startGuestSessionMutation$variables = Record<PropertyKey, never>;
export type startGuestSessionMutation$data = {
  readonly startGuestSession: {
    readonly token: string;
  };
};
export type startGuestSessionMutation = {
  response: startGuestSessionMutation$data;
  variables: startGuestSessionMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "StartGuestSessionPayload",
    "kind": "LinkedField",
    "name": "startGuestSession",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "token",
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
    "name": "startGuestSessionMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "startGuestSessionMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "2b5adee171f6cc14075e53fc74bd6101",
    "id": "4fe127c2d9e6df2be5d7a631ff72fd8be5ce703c7d36a47b89ade89d9dd90ec2",
    "metadata": {},
    "name": "startGuestSessionMutation",
    "operationKind": "mutation",
    "text": "mutation startGuestSessionMutation {\n  startGuestSession {\n    token\n  }\n}\n"
  }
};
})();

(node as any).hash = "c7606f58e923bef679549bdde9030780";

export default node;
