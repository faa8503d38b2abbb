/**
 * @generated SignedSource<<6c57175c3754436c0f995bbe04fa90f3>>
 * @relayHash fd05883b45ba46c78889dbd85d49f15c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d5feb56e7570554b86544b20dd8bf79bc0679459b07c780a30438c56cc6b10a4

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RenterAnimalsQuery$variables = Record<PropertyKey, never>;
export type RenterAnimalsQuery$data = {
  readonly viewer: {
    readonly isGuest: boolean;
    readonly tenantAnimals: ReadonlyArray<{
      readonly id: string;
    }>;
    readonly user: {
      readonly profile: {
        readonly isRentingWithAnimal: boolean | null | undefined;
      };
    } | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"AnimalList_viewer" | "OnboardingProgress_viewer">;
  };
};
export type RenterAnimalsQuery = {
  response: RenterAnimalsQuery$data;
  variables: RenterAnimalsQuery$variables;
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
      "name": "isRentingWithAnimal",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "RenterAnimalsQuery",
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
            "args": null,
            "kind": "FragmentSpread",
            "name": "OnboardingProgress_viewer"
          },
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
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "TenantAnimal",
            "kind": "LinkedField",
            "name": "tenantAnimals",
            "plural": true,
            "selections": [
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AnimalList_viewer"
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
    "name": "RenterAnimalsQuery",
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
            "kind": "ScalarField",
            "name": "nextOnboardingStep",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "onboardingStepsRemaining",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
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
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "photoFileIds",
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
    "cacheID": "fd05883b45ba46c78889dbd85d49f15c",
    "id": "d5feb56e7570554b86544b20dd8bf79bc0679459b07c780a30438c56cc6b10a4",
    "metadata": {},
    "name": "RenterAnimalsQuery",
    "operationKind": "query",
    "text": "query RenterAnimalsQuery {\n  viewer {\n    isGuest\n    ...OnboardingProgress_viewer\n    user {\n      profile {\n        isRentingWithAnimal\n      }\n      id\n    }\n    tenantAnimals {\n      id\n    }\n    ...AnimalList_viewer\n  }\n}\n\nfragment AnimalForm_animal on TenantAnimal {\n  name\n  species\n  breed\n  weightLbs\n  serviceAnimalType\n  photoFileIds\n  photoUrls\n  notes\n}\n\nfragment AnimalItem_animal on TenantAnimal {\n  name\n  species\n  breed\n  weightLbs\n  serviceAnimalType\n  photoUrls\n  notes\n}\n\nfragment AnimalList_viewer on Viewer {\n  tenantAnimals {\n    id\n    name\n    ...AnimalItem_animal\n    ...AnimalForm_animal\n  }\n}\n\nfragment OnboardingProgress_viewer on Viewer {\n  nextOnboardingStep\n  onboardingStepsRemaining\n}\n"
  }
};
})();

(node as any).hash = "378508a5b1bc8f4d583b21abd2e89b58";

export default node;
