/**
 * @generated SignedSource<<6f2cf74e7fdfa3da003edc51c579618c>>
 * @relayHash 27aa47f875bc93bf5508005834718ec8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d4aa3650aa98b43cab555ea158cccf3dfe934b9bbedcd9d2b4a75c04f17c709b

import { ConcreteRequest } from 'relay-runtime';
export type OnboardingStep = "APPLICATIONS" | "CREATE_PROFILE" | "INCOME_VERIFICATION" | "INFORMATION_RELEASE_CONSENT" | "PETS" | "REFERENCES" | "RENTER_CONFIRMATION" | "SCREENING" | "%future added value";
export type DeferFinancialQualificationsInput = {
  idempotencyKey?: string | null | undefined;
  lifecycleId: string;
  reason: string;
};
export type mutationsDeferIncomeMutation$variables = {
  input: DeferFinancialQualificationsInput;
};
export type mutationsDeferIncomeMutation$data = {
  readonly deferFinancialQualifications: {
    readonly deferral: {
      readonly reason: string;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
    readonly viewer: {
      readonly nextOnboardingStep: OnboardingStep | null | undefined;
    };
  };
};
export type mutationsDeferIncomeMutation = {
  response: mutationsDeferIncomeMutation$data;
  variables: mutationsDeferIncomeMutation$variables;
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
    "concreteType": "DeferFinancialQualificationsPayload",
    "kind": "LinkedField",
    "name": "deferFinancialQualifications",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "FinancialQualificationsDeferral",
        "kind": "LinkedField",
        "name": "deferral",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "reason",
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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "nextOnboardingStep",
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
    "name": "mutationsDeferIncomeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "mutationsDeferIncomeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "27aa47f875bc93bf5508005834718ec8",
    "id": "d4aa3650aa98b43cab555ea158cccf3dfe934b9bbedcd9d2b4a75c04f17c709b",
    "metadata": {},
    "name": "mutationsDeferIncomeMutation",
    "operationKind": "mutation",
    "text": "mutation mutationsDeferIncomeMutation(\n  $input: DeferFinancialQualificationsInput!\n) {\n  deferFinancialQualifications(input: $input) {\n    deferral {\n      reason\n    }\n    viewer {\n      nextOnboardingStep\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f6e715a3d82facdc0d628dea9f5d8d43";

export default node;
