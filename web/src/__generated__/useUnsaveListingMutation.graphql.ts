/**
 * @generated SignedSource<<099f4f5985c628b09ffc7ab398e45871>>
 * @relayHash 00233608641c5756baacf38f0f15bb74
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6fe6bf37459c7be04ab3f02b4efd87f1a659e2d4419f4b38b54046d53657e272

import { ConcreteRequest } from 'relay-runtime';
export type SaveListingInput = {
  buildingId: string;
};
export type useUnsaveListingMutation$variables = {
  input: SaveListingInput;
};
export type useUnsaveListingMutation$data = {
  readonly unsaveListing: {
    readonly building: {
      readonly id: string;
      readonly isSaved: boolean;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type useUnsaveListingMutation = {
  response: useUnsaveListingMutation$data;
  variables: useUnsaveListingMutation$variables;
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
    "concreteType": "SaveListingPayload",
    "kind": "LinkedField",
    "name": "unsaveListing",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Building",
        "kind": "LinkedField",
        "name": "building",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isSaved",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUnsaveListingMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUnsaveListingMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "00233608641c5756baacf38f0f15bb74",
    "id": "6fe6bf37459c7be04ab3f02b4efd87f1a659e2d4419f4b38b54046d53657e272",
    "metadata": {},
    "name": "useUnsaveListingMutation",
    "operationKind": "mutation",
    "text": "mutation useUnsaveListingMutation(\n  $input: SaveListingInput!\n) {\n  unsaveListing(input: $input) {\n    building {\n      id\n      isSaved\n    }\n    userErrors {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "16dfd41192d5cab965e4fcc88f8b329b";

export default node;
