/**
 * @generated SignedSource<<36723bc7f44412666f1cf2deea7535cc>>
 * @relayHash d382c629188affd0055fe6268c5707b6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5bd24abebe5e80bdc3748742dc22e66cba1607ea1ec53720beb29b05451bd9c6

import { ConcreteRequest } from 'relay-runtime';
export type IncomeSource = "BENEFITS" | "EMPLOYMENT" | "OTHER" | "SAVINGS" | "SELF_EMPLOYMENT" | "STUDENT_AID" | "%future added value";
export type OnboardingStep = "APPLICATIONS" | "CREATE_PROFILE" | "INCOME_VERIFICATION" | "INFORMATION_RELEASE_CONSENT" | "PETS" | "REFERENCES" | "RENTER_CONFIRMATION" | "SCREENING" | "%future added value";
export type SubmitFinancialQualificationsInput = {
  documentFileIds: ReadonlyArray<string>;
  employerName?: string | null | undefined;
  guarantorConnectionId?: string | null | undefined;
  idempotencyKey?: string | null | undefined;
  incomeSources: ReadonlyArray<IncomeSource>;
  lifecycleId?: string | null | undefined;
  monthlyIncomeCents: number;
};
export type mutationsSubmitIncomeMutation$variables = {
  input: SubmitFinancialQualificationsInput;
};
export type mutationsSubmitIncomeMutation$data = {
  readonly submitFinancialQualifications: {
    readonly submission: {
      readonly id: string;
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
export type mutationsSubmitIncomeMutation = {
  response: mutationsSubmitIncomeMutation$data;
  variables: mutationsSubmitIncomeMutation$variables;
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
    "concreteType": "SubmitFinancialQualificationsPayload",
    "kind": "LinkedField",
    "name": "submitFinancialQualifications",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "FinancialQualificationsSubmission",
        "kind": "LinkedField",
        "name": "submission",
        "plural": false,
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
    "name": "mutationsSubmitIncomeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "mutationsSubmitIncomeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "d382c629188affd0055fe6268c5707b6",
    "id": "5bd24abebe5e80bdc3748742dc22e66cba1607ea1ec53720beb29b05451bd9c6",
    "metadata": {},
    "name": "mutationsSubmitIncomeMutation",
    "operationKind": "mutation",
    "text": "mutation mutationsSubmitIncomeMutation(\n  $input: SubmitFinancialQualificationsInput!\n) {\n  submitFinancialQualifications(input: $input) {\n    submission {\n      id\n    }\n    viewer {\n      nextOnboardingStep\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "463d2ca158c8416cf790f1032034bfc3";

export default node;
