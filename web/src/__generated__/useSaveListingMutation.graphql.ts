/**
 * @generated SignedSource<<1e281c8d991316d488463915d319cbab>>
 * @relayHash 62aee141d59bb628e1bdf275a13ad087
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2900ba747940585ce6db2e48ee93f12ca3180837bc5aa7b271e1fbfdbb32070c

import { ConcreteRequest } from 'relay-runtime';
export type SaveListingInput = {
  buildingId: string;
};
export type useSaveListingMutation$variables = {
  input: SaveListingInput;
};
export type useSaveListingMutation$data = {
  readonly saveListing: {
    readonly building: {
      readonly id: string;
      readonly isSaved: boolean;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type useSaveListingMutation = {
  response: useSaveListingMutation$data;
  variables: useSaveListingMutation$variables;
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
    "name": "saveListing",
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
    "name": "useSaveListingMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSaveListingMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "62aee141d59bb628e1bdf275a13ad087",
    "id": "2900ba747940585ce6db2e48ee93f12ca3180837bc5aa7b271e1fbfdbb32070c",
    "metadata": {},
    "name": "useSaveListingMutation",
    "operationKind": "mutation",
    "text": "mutation useSaveListingMutation(\n  $input: SaveListingInput!\n) {\n  saveListing(input: $input) {\n    building {\n      id\n      isSaved\n    }\n    userErrors {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e882deac05ec1764c2dd74042503531e";

export default node;
