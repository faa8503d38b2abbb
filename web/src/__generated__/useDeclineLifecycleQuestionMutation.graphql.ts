/**
 * @generated SignedSource<<2d65167d5254e65eb823c814ca28467d>>
 * @relayHash da5152c785ea89d54da007fac34805a3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9eae2db13705faff8a8539b610e5357d07c657daef1f691c6ea4a5b1c3a21511

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ApplicantDeclineReason = "NOT_STARTED_JOB" | "NO_ADDITIONAL_SOURCES" | "NO_EXPLANATION" | "NO_PHOTO_ID" | "OTHER" | "UNABLE_TO_ACCESS_DOCUMENTS" | "UNABLE_TO_PROVIDE_GUARANTOR" | "UNAWARE_OF_ITEM" | "UNCOMFORTABLE_PROVIDING_ID" | "%future added value";
export type OnboardingStep = "APPLICATIONS" | "CREATE_PROFILE" | "INCOME_VERIFICATION" | "INFORMATION_RELEASE_CONSENT" | "PETS" | "REFERENCES" | "RENTER_CONFIRMATION" | "SCREENING" | "%future added value";
export type DeclineLifecycleQuestionInput = {
  questionId: string;
  reason: ApplicantDeclineReason;
};
export type useDeclineLifecycleQuestionMutation$variables = {
  input: DeclineLifecycleQuestionInput;
};
export type useDeclineLifecycleQuestionMutation$data = {
  readonly declineLifecycleQuestion: {
    readonly lifecycleQuestion: {
      readonly " $fragmentSpreads": FragmentRefs<"LifecycleQuestionCard_question">;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
    readonly viewer: {
      readonly nextOnboardingStep: OnboardingStep | null | undefined;
      readonly onboardingStepsRemaining: ReadonlyArray<OnboardingStep>;
      readonly " $fragmentSpreads": FragmentRefs<"OnboardingProgress_viewer">;
    };
  };
};
export type useDeclineLifecycleQuestionMutation = {
  response: useDeclineLifecycleQuestionMutation$data;
  variables: useDeclineLifecycleQuestionMutation$variables;
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
  "kind": "ScalarField",
  "name": "onboardingStepsRemaining",
  "storageKey": null
},
v4 = {
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
    "name": "useDeclineLifecycleQuestionMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "LifecycleQuestionPayload",
        "kind": "LinkedField",
        "name": "declineLifecycleQuestion",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "LifecycleQuestion",
            "kind": "LinkedField",
            "name": "lifecycleQuestion",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "LifecycleQuestionCard_question"
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
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "OnboardingProgress_viewer"
              }
            ],
            "storageKey": null
          },
          (v4/*:: as any*/)
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
    "name": "useDeclineLifecycleQuestionMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "LifecycleQuestionPayload",
        "kind": "LinkedField",
        "name": "declineLifecycleQuestion",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "LifecycleQuestion",
            "kind": "LinkedField",
            "name": "lifecycleQuestion",
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
                "name": "kind",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "responseType",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "prompt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "status",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "response",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "declineReasonLabel",
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
              (v2/*:: as any*/),
              (v3/*:: as any*/)
            ],
            "storageKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "da5152c785ea89d54da007fac34805a3",
    "id": "9eae2db13705faff8a8539b610e5357d07c657daef1f691c6ea4a5b1c3a21511",
    "metadata": {},
    "name": "useDeclineLifecycleQuestionMutation",
    "operationKind": "mutation",
    "text": "mutation useDeclineLifecycleQuestionMutation(\n  $input: DeclineLifecycleQuestionInput!\n) {\n  declineLifecycleQuestion(input: $input) {\n    lifecycleQuestion {\n      ...LifecycleQuestionCard_question\n      id\n    }\n    viewer {\n      nextOnboardingStep\n      onboardingStepsRemaining\n      ...OnboardingProgress_viewer\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}\n\nfragment LifecycleQuestionCard_question on LifecycleQuestion {\n  id\n  kind\n  responseType\n  prompt\n  status\n  response\n  declineReasonLabel\n}\n\nfragment OnboardingProgress_viewer on Viewer {\n  nextOnboardingStep\n  onboardingStepsRemaining\n}\n"
  }
};
})();

(node as any).hash = "14305e02dcfd7b800caf4639a2de50ea";

export default node;
