/**
 * @generated SignedSource<<1e880692493402e6e57529b72cb09079>>
 * @relayHash 57c9744b73f2f2966c06131924d44988
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 98552b398491a3acba5d3f50fd31d5c78255d45c4d7ed9c5f7c8b4b6bce46b24

import { ConcreteRequest } from 'relay-runtime';
export type ImpersonationBannerQuery$variables = Record<PropertyKey, never>;
export type ImpersonationBannerQuery$data = {
  readonly viewer: {
    readonly impersonator: {
      readonly firstName: string;
    } | null | undefined;
    readonly user: {
      readonly email: string;
      readonly firstName: string;
      readonly lastName: string;
    } | null | undefined;
  };
};
export type ImpersonationBannerQuery = {
  response: ImpersonationBannerQuery$data;
  variables: ImpersonationBannerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "firstName",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastName",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "Impersonator",
  "kind": "LinkedField",
  "name": "impersonator",
  "plural": false,
  "selections": [
    (v0/*:: as any*/)
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ImpersonationBannerQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              (v1/*:: as any*/),
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          (v3/*:: as any*/)
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
    "name": "ImpersonationBannerQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "57c9744b73f2f2966c06131924d44988",
    "id": "98552b398491a3acba5d3f50fd31d5c78255d45c4d7ed9c5f7c8b4b6bce46b24",
    "metadata": {},
    "name": "ImpersonationBannerQuery",
    "operationKind": "query",
    "text": "query ImpersonationBannerQuery {\n  viewer {\n    user {\n      firstName\n      lastName\n      email\n      id\n    }\n    impersonator {\n      firstName\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "eff45adc476ca9f8acd422a772b6957d";

export default node;
