/**
 * @generated SignedSource<<5094213816c124b20aa1bf8d4d0643ce>>
 * @relayHash 2b95b9437335add0f2204e9253d8fe53
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8828db5d1be05688868fb167b9f0f09b4263bf3ebd4849ac6026c65036bc684d

import { ConcreteRequest } from 'relay-runtime';
export type VendorOnboardQuery$variables = Record<PropertyKey, never>;
export type VendorOnboardQuery$data = {
  readonly viewer: {
    readonly isGuest: boolean;
    readonly user: {
      readonly profile: {
        readonly isServiceProviderOnboardingCompleted: boolean;
      };
    } | null | undefined;
  };
};
export type VendorOnboardQuery = {
  response: VendorOnboardQuery$data;
  variables: VendorOnboardQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isGuest",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "Profile",
  "kind": "LinkedField",
  "name": "profile",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isServiceProviderOnboardingCompleted",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "VendorOnboardQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "VendorOnboardQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "2b95b9437335add0f2204e9253d8fe53",
    "id": "8828db5d1be05688868fb167b9f0f09b4263bf3ebd4849ac6026c65036bc684d",
    "metadata": {},
    "name": "VendorOnboardQuery",
    "operationKind": "query",
    "text": "query VendorOnboardQuery {\n  viewer {\n    isGuest\n    user {\n      profile {\n        isServiceProviderOnboardingCompleted\n      }\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7626e7b92ff457a15f37c611d8224c3f";

export default node;
