/**
 * @generated SignedSource<<eb1549dceb4ede9dd1f4718168329f7d>>
 * @relayHash f02010ebc0495d39a8edbe51ecd35843
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 30ea60b326e5fa40e223270a1f34733a6b6ebede121d7ea78b280b5ce5f6f05f

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OnboardingStep = "APPLICATIONS" | "CREATE_PROFILE" | "INCOME_VERIFICATION" | "INFORMATION_RELEASE_CONSENT" | "PETS" | "REFERENCES" | "RENTER_CONFIRMATION" | "SCREENING" | "%future added value";
export type SetRentingWithAnimalInput = {
  isRentingWithAnimal: boolean;
};
export type useSetRentingWithAnimalMutation$variables = {
  input: SetRentingWithAnimalInput;
};
export type useSetRentingWithAnimalMutation$data = {
  readonly setRentingWithAnimal: {
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
    readonly viewer: {
      readonly nextOnboardingStep: OnboardingStep | null | undefined;
      readonly " $fragmentSpreads": FragmentRefs<"OnboardingProgress_viewer">;
    };
  };
};
export type useSetRentingWithAnimalMutation = {
  response: useSetRentingWithAnimalMutation$data;
  variables: useSetRentingWithAnimalMutation$variables;
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
  "name": "nextOnboardingStep",
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
    "name": "useSetRentingWithAnimalMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SetRentingWithAnimalPayload",
        "kind": "LinkedField",
        "name": "setRentingWithAnimal",
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
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "OnboardingProgress_viewer"
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
    "name": "useSetRentingWithAnimalMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SetRentingWithAnimalPayload",
        "kind": "LinkedField",
        "name": "setRentingWithAnimal",
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
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "onboardingStepsRemaining",
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
    "cacheID": "f02010ebc0495d39a8edbe51ecd35843",
    "id": "30ea60b326e5fa40e223270a1f34733a6b6ebede121d7ea78b280b5ce5f6f05f",
    "metadata": {},
    "name": "useSetRentingWithAnimalMutation",
    "operationKind": "mutation",
    "text": "mutation useSetRentingWithAnimalMutation(\n  $input: SetRentingWithAnimalInput!\n) {\n  setRentingWithAnimal(input: $input) {\n    viewer {\n      nextOnboardingStep\n      ...OnboardingProgress_viewer\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}\n\nfragment OnboardingProgress_viewer on Viewer {\n  nextOnboardingStep\n  onboardingStepsRemaining\n}\n"
  }
};
})();

(node as any).hash = "52de9a600231130b4461b9b604f35106";

export default node;
