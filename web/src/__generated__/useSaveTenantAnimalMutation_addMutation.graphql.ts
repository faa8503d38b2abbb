/**
 * @generated SignedSource<<2854db15954c6a1fadbfff8b84653dc4>>
 * @relayHash 04a99762b9f1dd8d685327c227dbb41f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 038dbb0b4a4ab2e014c1c4ea6b6f021f4b9638b1fbde6ffa60490001702ef2ff

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OnboardingStep = "APPLICATIONS" | "CREATE_PROFILE" | "INCOME_VERIFICATION" | "INFORMATION_RELEASE_CONSENT" | "PETS" | "REFERENCES" | "RENTER_CONFIRMATION" | "SCREENING" | "%future added value";
export type ServiceAnimalType = "EMOTIONAL_SUPPORT_ANIMAL" | "NONE" | "SERVICE_ANIMAL" | "%future added value";
export type TenantAnimalSpecies = "CAT" | "DOG" | "OTHER" | "%future added value";
export type AddTenantAnimalInput = {
  breed?: string | null | undefined;
  name: string;
  notes?: string | null | undefined;
  photoFileIds?: ReadonlyArray<string> | null | undefined;
  serviceAnimalType?: ServiceAnimalType | null | undefined;
  species: TenantAnimalSpecies;
  weightLbs?: number | null | undefined;
};
export type useSaveTenantAnimalMutation_addMutation$variables = {
  input: AddTenantAnimalInput;
};
export type useSaveTenantAnimalMutation_addMutation$data = {
  readonly addTenantAnimal: {
    readonly tenantAnimal: {
      readonly id: string;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
    readonly viewer: {
      readonly nextOnboardingStep: OnboardingStep | null | undefined;
      readonly onboardingStepsRemaining: ReadonlyArray<OnboardingStep>;
      readonly tenantAnimals: ReadonlyArray<{
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"AnimalItem_animal">;
      }>;
    };
  };
};
export type useSaveTenantAnimalMutation_addMutation = {
  response: useSaveTenantAnimalMutation_addMutation$data;
  variables: useSaveTenantAnimalMutation_addMutation$variables;
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
  "concreteType": "TenantAnimal",
  "kind": "LinkedField",
  "name": "tenantAnimal",
  "plural": false,
  "selections": [
    (v2/*:: as any*/)
  ],
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nextOnboardingStep",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "onboardingStepsRemaining",
  "storageKey": null
},
v6 = {
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
    "name": "useSaveTenantAnimalMutation_addMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "TenantAnimalPayload",
        "kind": "LinkedField",
        "name": "addTenantAnimal",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Viewer",
            "kind": "LinkedField",
            "name": "viewer",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "TenantAnimal",
                "kind": "LinkedField",
                "name": "tenantAnimals",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "AnimalItem_animal"
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v6/*:: as any*/)
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
    "name": "useSaveTenantAnimalMutation_addMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "TenantAnimalPayload",
        "kind": "LinkedField",
        "name": "addTenantAnimal",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Viewer",
            "kind": "LinkedField",
            "name": "viewer",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "TenantAnimal",
                "kind": "LinkedField",
                "name": "tenantAnimals",
                "plural": true,
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
              }
            ],
            "storageKey": null
          },
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "04a99762b9f1dd8d685327c227dbb41f",
    "id": "038dbb0b4a4ab2e014c1c4ea6b6f021f4b9638b1fbde6ffa60490001702ef2ff",
    "metadata": {},
    "name": "useSaveTenantAnimalMutation_addMutation",
    "operationKind": "mutation",
    "text": "mutation useSaveTenantAnimalMutation_addMutation(\n  $input: AddTenantAnimalInput!\n) {\n  addTenantAnimal(input: $input) {\n    tenantAnimal {\n      id\n    }\n    viewer {\n      nextOnboardingStep\n      onboardingStepsRemaining\n      tenantAnimals {\n        id\n        ...AnimalItem_animal\n      }\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}\n\nfragment AnimalItem_animal on TenantAnimal {\n  name\n  species\n  breed\n  weightLbs\n  serviceAnimalType\n  photoUrls\n  notes\n}\n"
  }
};
})();

(node as any).hash = "e2ca535be5911ccdfb0cb0923bf2e1ec";

export default node;
