/**
 * @generated SignedSource<<07ceb2242f770a3cc49f53ecc67c00d3>>
 * @relayHash 2145fbb454d4243504dcaa7ac1d72184
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2d6f86f67c681a24078843af4438554fae22609ee0e19afdece0481be4cfeba5

import { ConcreteRequest } from 'relay-runtime';
export type VendorGateQuery$variables = Record<PropertyKey, never>;
export type VendorGateQuery$data = {
  readonly viewer: {
    readonly isGuest: boolean;
    readonly user: {
      readonly profile: {
        readonly isServiceProviderOnboardingCompleted: boolean;
      };
    } | null | undefined;
  };
};
export type VendorGateQuery = {
  response: VendorGateQuery$data;
  variables: VendorGateQuery$variables;
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
    "name": "VendorGateQuery",
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
    "name": "VendorGateQuery",
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
    "cacheID": "2145fbb454d4243504dcaa7ac1d72184",
    "id": "2d6f86f67c681a24078843af4438554fae22609ee0e19afdece0481be4cfeba5",
    "metadata": {},
    "name": "VendorGateQuery",
    "operationKind": "query",
    "text": "query VendorGateQuery {\n  viewer {\n    isGuest\n    user {\n      profile {\n        isServiceProviderOnboardingCompleted\n      }\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c66723d6b3125067567d12de7c87e309";

export default node;
