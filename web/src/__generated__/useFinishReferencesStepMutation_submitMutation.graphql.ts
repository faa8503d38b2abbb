/**
 * @generated SignedSource<<25045e8445647237c2b04509f30fe5db>>
 * @relayHash 09bd3386d15382ebdc58e357838f8ebd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8c9aa3530b585c5e85b0aaa22c05e3d4a474e166dab32bfd5efa0dfad2e86c6f

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OnboardingStep = "APPLICATIONS" | "CREATE_PROFILE" | "INCOME_VERIFICATION" | "INFORMATION_RELEASE_CONSENT" | "PETS" | "REFERENCES" | "RENTER_CONFIRMATION" | "SCREENING" | "%future added value";
export type useFinishReferencesStepMutation_submitMutation$variables = Record<PropertyKey, never>;
export type useFinishReferencesStepMutation_submitMutation$data = {
  readonly submitTenantRentalReferences: {
    readonly tenantRentalReferences: ReadonlyArray<{
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"ReferenceItem_reference">;
    }> | null | undefined;
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
export type useFinishReferencesStepMutation_submitMutation = {
  response: useFinishReferencesStepMutation_submitMutation$data;
  variables: useFinishReferencesStepMutation_submitMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nextOnboardingStep",
  "storageKey": null
},
v2 = {
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useFinishReferencesStepMutation_submitMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "TenantRentalReferencesStepPayload",
        "kind": "LinkedField",
        "name": "submitTenantRentalReferences",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "TenantRentalReference",
            "kind": "LinkedField",
            "name": "tenantRentalReferences",
            "plural": true,
            "selections": [
              (v0/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ReferenceItem_reference"
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Viewer",
            "kind": "LinkedField",
            "name": "viewer",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "OnboardingProgress_viewer"
              }
            ],
            "storageKey": null
          },
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useFinishReferencesStepMutation_submitMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "TenantRentalReferencesStepPayload",
        "kind": "LinkedField",
        "name": "submitTenantRentalReferences",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "TenantRentalReference",
            "kind": "LinkedField",
            "name": "tenantRentalReferences",
            "plural": true,
            "selections": [
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "sourceType",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "refereeName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "refereeEmail",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "refereePhone",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "propertyAddress",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Money",
                "kind": "LinkedField",
                "name": "monthlyRent",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "formatted",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "startDate",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "endDate",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "status",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Viewer",
            "kind": "LinkedField",
            "name": "viewer",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
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
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "09bd3386d15382ebdc58e357838f8ebd",
    "id": "8c9aa3530b585c5e85b0aaa22c05e3d4a474e166dab32bfd5efa0dfad2e86c6f",
    "metadata": {},
    "name": "useFinishReferencesStepMutation_submitMutation",
    "operationKind": "mutation",
    "text": "mutation useFinishReferencesStepMutation_submitMutation {\n  submitTenantRentalReferences {\n    tenantRentalReferences {\n      id\n      ...ReferenceItem_reference\n    }\n    viewer {\n      nextOnboardingStep\n      ...OnboardingProgress_viewer\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}\n\nfragment OnboardingProgress_viewer on Viewer {\n  nextOnboardingStep\n  onboardingStepsRemaining\n}\n\nfragment ReferenceItem_reference on TenantRentalReference {\n  sourceType\n  refereeName\n  refereeEmail\n  refereePhone\n  propertyAddress\n  monthlyRent {\n    formatted\n  }\n  startDate\n  endDate\n  status\n}\n"
  }
};
})();

(node as any).hash = "c0f7053fda9e253ff0a4301eefe3b9b4";

export default node;
