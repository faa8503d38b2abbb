/**
 * @generated SignedSource<<5326cb4a0c25fc4aeb8eeb8562544d30>>
 * @relayHash 5f5616a32d91c052ff8409e0ad6bd007
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 55e3905795e1d1f95a47c7db0808257d8ff2f43dbc6b9cb01270c708c1b7ac7d

import { ConcreteRequest } from 'relay-runtime';
export type GenerateBuildingDescriptionInput = {
  buildingId: string;
};
export type useGenerateBuildingDescriptionMutation$variables = {
  input: GenerateBuildingDescriptionInput;
};
export type useGenerateBuildingDescriptionMutation$data = {
  readonly generateBuildingDescription: {
    readonly description: string | null | undefined;
    readonly title: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useGenerateBuildingDescriptionMutation = {
  response: useGenerateBuildingDescriptionMutation$data;
  variables: useGenerateBuildingDescriptionMutation$variables;
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
    "concreteType": "GenerateBuildingDescriptionPayload",
    "kind": "LinkedField",
    "name": "generateBuildingDescription",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "title",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "description",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useGenerateBuildingDescriptionMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useGenerateBuildingDescriptionMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "5f5616a32d91c052ff8409e0ad6bd007",
    "id": "55e3905795e1d1f95a47c7db0808257d8ff2f43dbc6b9cb01270c708c1b7ac7d",
    "metadata": {},
    "name": "useGenerateBuildingDescriptionMutation",
    "operationKind": "mutation",
    "text": "mutation useGenerateBuildingDescriptionMutation(\n  $input: GenerateBuildingDescriptionInput!\n) {\n  generateBuildingDescription(input: $input) {\n    title\n    description\n    userErrors {\n      field\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "48ba1ebe4112ff7783048e997a8be0c8";

export default node;
