/**
 * @generated SignedSource<<a923ad7b2ec99aa47286d9761661253c>>
 * @relayHash a5c3105968f2b303f3d9ebc93ac383c9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5fd7245fa78fa84d09d9420c9c6ca0da4bd43bb636325445af2e20a850a9d2f0

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ServiceAnimalType = "EMOTIONAL_SUPPORT_ANIMAL" | "NONE" | "SERVICE_ANIMAL" | "%future added value";
export type TenantAnimalSpecies = "CAT" | "DOG" | "OTHER" | "%future added value";
export type UpdateTenantAnimalInput = {
  breed?: string | null | undefined;
  name?: string | null | undefined;
  notes?: string | null | undefined;
  photoFileIds?: ReadonlyArray<string> | null | undefined;
  serviceAnimalType?: ServiceAnimalType | null | undefined;
  species?: TenantAnimalSpecies | null | undefined;
  tenantAnimalId: string;
  weightLbs?: number | null | undefined;
};
export type useSaveTenantAnimalMutation_updateMutation$variables = {
  input: UpdateTenantAnimalInput;
};
export type useSaveTenantAnimalMutation_updateMutation$data = {
  readonly updateTenantAnimal: {
    readonly tenantAnimal: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"AnimalItem_animal">;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useSaveTenantAnimalMutation_updateMutation = {
  response: useSaveTenantAnimalMutation_updateMutation$data;
  variables: useSaveTenantAnimalMutation_updateMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSaveTenantAnimalMutation_updateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "TenantAnimalPayload",
        "kind": "LinkedField",
        "name": "updateTenantAnimal",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "TenantAnimal",
            "kind": "LinkedField",
            "name": "tenantAnimal",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "AnimalItem_animal"
              }
            ],
            "storageKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSaveTenantAnimalMutation_updateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "TenantAnimalPayload",
        "kind": "LinkedField",
        "name": "updateTenantAnimal",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "TenantAnimal",
            "kind": "LinkedField",
            "name": "tenantAnimal",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "species",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "breed",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "weightLbs",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "serviceAnimalType",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "photoUrls",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "notes",
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
    "cacheID": "a5c3105968f2b303f3d9ebc93ac383c9",
    "id": "5fd7245fa78fa84d09d9420c9c6ca0da4bd43bb636325445af2e20a850a9d2f0",
    "metadata": {},
    "name": "useSaveTenantAnimalMutation_updateMutation",
    "operationKind": "mutation",
    "text": "mutation useSaveTenantAnimalMutation_updateMutation(\n  $input: UpdateTenantAnimalInput!\n) {\n  updateTenantAnimal(input: $input) {\n    tenantAnimal {\n      id\n      ...AnimalItem_animal\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}\n\nfragment AnimalItem_animal on TenantAnimal {\n  name\n  species\n  breed\n  weightLbs\n  serviceAnimalType\n  photoUrls\n  notes\n}\n"
  }
};
})();

(node as any).hash = "f27628506209c8bf34ae30dd62d4d191";

export default node;
