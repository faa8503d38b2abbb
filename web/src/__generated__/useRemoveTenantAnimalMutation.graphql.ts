/**
 * @generated SignedSource<<d7ffe9fd96552a33fce66d9fc35f4cca>>
 * @relayHash 1343c3c40e37a53d67087d0e5ef8dd48
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3f68e24228cfbc9d48f6039f890be05c506232704fe618e5f3068036d757439f

import { ConcreteRequest } from 'relay-runtime';
export type OnboardingStep = "APPLICATIONS" | "CREATE_PROFILE" | "INCOME_VERIFICATION" | "INFORMATION_RELEASE_CONSENT" | "PETS" | "REFERENCES" | "RENTER_CONFIRMATION" | "SCREENING" | "%future added value";
export type RemoveTenantAnimalInput = {
  tenantAnimalId: string;
};
export type useRemoveTenantAnimalMutation$variables = {
  input: RemoveTenantAnimalInput;
};
export type useRemoveTenantAnimalMutation$data = {
  readonly removeTenantAnimal: {
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
    readonly viewer: {
      readonly nextOnboardingStep: OnboardingStep | null | undefined;
      readonly onboardingStepsRemaining: ReadonlyArray<OnboardingStep>;
      readonly tenantAnimals: ReadonlyArray<{
        readonly id: string;
      }>;
    };
  };
};
export type useRemoveTenantAnimalMutation = {
  response: useRemoveTenantAnimalMutation$data;
  variables: useRemoveTenantAnimalMutation$variables;
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
    "concreteType": "RemoveTenantAnimalPayload",
    "kind": "LinkedField",
    "name": "removeTenantAnimal",
    "plural": false,
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
            "concreteType": "TenantAnimal",
            "kind": "LinkedField",
            "name": "tenantAnimals",
            "plural": true,
            "selections": [
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
    "name": "useRemoveTenantAnimalMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRemoveTenantAnimalMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "1343c3c40e37a53d67087d0e5ef8dd48",
    "id": "3f68e24228cfbc9d48f6039f890be05c506232704fe618e5f3068036d757439f",
    "metadata": {},
    "name": "useRemoveTenantAnimalMutation",
    "operationKind": "mutation",
    "text": "mutation useRemoveTenantAnimalMutation(\n  $input: RemoveTenantAnimalInput!\n) {\n  removeTenantAnimal(input: $input) {\n    viewer {\n      nextOnboardingStep\n      onboardingStepsRemaining\n      tenantAnimals {\n        id\n      }\n    }\n    userErrors {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "071af9640def06c61cbdd22e9a1d02c9";

export default node;
