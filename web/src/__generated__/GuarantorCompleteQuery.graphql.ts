/**
 * @generated SignedSource<<6c7793ec9a003ad44f285998c9be4e0b>>
 * @relayHash 759453f04c5044da93201a2c6aa47ca5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b50a8da3598f2cc681b09c5ab9aea013645af2a5d696deb9f4e796ad0b641aff

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GuarantorConnectionStatus = "ACCEPTED" | "COMPLETED" | "INVITED" | "SCREENING_COMPLETED" | "%future added value";
export type GuarantorCompleteQuery$variables = Record<PropertyKey, never>;
export type GuarantorCompleteQuery$data = {
  readonly viewer: {
    readonly guarantorConnectionsAsGuarantor: ReadonlyArray<{
      readonly databaseId: string;
      readonly homeCity: string;
      readonly id: string;
      readonly status: GuarantorConnectionStatus;
      readonly tenantFirstName: string;
      readonly " $fragmentSpreads": FragmentRefs<"GuarantorSteps_connection">;
    }>;
    readonly isGuest: boolean;
  };
};
export type GuarantorCompleteQuery = {
  response: GuarantorCompleteQuery$data;
  variables: GuarantorCompleteQuery$variables;
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
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "tenantFirstName",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "homeCity",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "GuarantorCompleteQuery",
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
            "concreteType": "GuarantorConnection",
            "kind": "LinkedField",
            "name": "guarantorConnectionsAsGuarantor",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "GuarantorSteps_connection"
              }
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
    "name": "GuarantorCompleteQuery",
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
            "concreteType": "GuarantorConnection",
            "kind": "LinkedField",
            "name": "guarantorConnectionsAsGuarantor",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isApplicationActive",
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
    "cacheID": "759453f04c5044da93201a2c6aa47ca5",
    "id": "b50a8da3598f2cc681b09c5ab9aea013645af2a5d696deb9f4e796ad0b641aff",
    "metadata": {},
    "name": "GuarantorCompleteQuery",
    "operationKind": "query",
    "text": "query GuarantorCompleteQuery {\n  viewer {\n    isGuest\n    guarantorConnectionsAsGuarantor {\n      id\n      databaseId\n      status\n      tenantFirstName\n      homeCity\n      ...GuarantorSteps_connection\n    }\n  }\n}\n\nfragment GuarantorSteps_connection on GuarantorConnection {\n  databaseId\n  status\n  tenantFirstName\n  homeCity\n  isApplicationActive\n}\n"
  }
};
})();

(node as any).hash = "20e3b8f261d036a03901b9fcbfb0122c";

export default node;
