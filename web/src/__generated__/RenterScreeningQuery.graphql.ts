/**
 * @generated SignedSource<<b467c6ba59705a85f6bea8ad79c42eba>>
 * @relayHash 605923f4697f8269307f7621d8d9b4ca
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3c5daf1538bc505bcf6ca543bf052a0f612864c2aeca5b0eb7b40994e2dd753f

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OnboardingStep = "APPLICATIONS" | "CREATE_PROFILE" | "INCOME_VERIFICATION" | "INFORMATION_RELEASE_CONSENT" | "PETS" | "REFERENCES" | "RENTER_CONFIRMATION" | "SCREENING" | "%future added value";
export type RenterScreeningQuery$variables = Record<PropertyKey, never>;
export type RenterScreeningQuery$data = {
  readonly viewer: {
    readonly isGuest: boolean;
    readonly nextOnboardingStep: OnboardingStep | null | undefined;
    readonly screening: {
      readonly " $fragmentSpreads": FragmentRefs<"ScreeningFlow_screening">;
    } | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"OnboardingProgress_viewer">;
  };
};
export type RenterScreeningQuery = {
  response: RenterScreeningQuery$data;
  variables: RenterScreeningQuery$variables;
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
  "kind": "ScalarField",
  "name": "nextOnboardingStep",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "RenterScreeningQuery",
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
          (v1/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "OnboardingProgress_viewer"
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Screening",
            "kind": "LinkedField",
            "name": "screening",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ScreeningFlow_screening"
              }
            ],
            "storageKey": null
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
    "name": "RenterScreeningQuery",
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
          (v1/*:: as any*/),
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
            "concreteType": "Screening",
            "kind": "LinkedField",
            "name": "screening",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "nextStep",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "RenterInfo",
                "kind": "LinkedField",
                "name": "renterInfo",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "legalFirstName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "legalMiddleName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "legalLastName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "dateOfBirth",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ScreeningAddress",
                    "kind": "LinkedField",
                    "name": "address",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "street",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "unit",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "city",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "state",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "zip",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "phoneNumber",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "IdentityExam",
                "kind": "LinkedField",
                "name": "exam",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "attempt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "attemptsAllowed",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "IdentityExamQuestion",
                    "kind": "LinkedField",
                    "name": "questions",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "questionId",
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
                        "concreteType": "IdentityExamChoice",
                        "kind": "LinkedField",
                        "name": "choices",
                        "plural": true,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "choiceId",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "label",
                            "storageKey": null
                          }
                        ],
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
                "concreteType": "ScreeningReport",
                "kind": "LinkedField",
                "name": "report",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CreditReport",
                    "kind": "LinkedField",
                    "name": "credit",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "score",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "latePaymentsLast24Months",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "CreditCollection",
                        "kind": "LinkedField",
                        "name": "collections",
                        "plural": true,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "creditor",
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
                    "concreteType": "CriminalRecord",
                    "kind": "LinkedField",
                    "name": "criminalRecords",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "offense",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "EvictionRecord",
                    "kind": "LinkedField",
                    "name": "evictionRecords",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "filedYear",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
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
    "cacheID": "605923f4697f8269307f7621d8d9b4ca",
    "id": "3c5daf1538bc505bcf6ca543bf052a0f612864c2aeca5b0eb7b40994e2dd753f",
    "metadata": {},
    "name": "RenterScreeningQuery",
    "operationKind": "query",
    "text": "query RenterScreeningQuery {\n  viewer {\n    isGuest\n    nextOnboardingStep\n    ...OnboardingProgress_viewer\n    screening {\n      ...ScreeningFlow_screening\n    }\n  }\n}\n\nfragment IdentityExamStep_screening on Screening {\n  exam {\n    attempt\n    attemptsAllowed\n    questions {\n      questionId\n      prompt\n      choices {\n        choiceId\n        label\n      }\n    }\n  }\n}\n\nfragment OnboardingProgress_viewer on Viewer {\n  nextOnboardingStep\n  onboardingStepsRemaining\n}\n\nfragment RenterInfoStep_screening on Screening {\n  renterInfo {\n    legalFirstName\n    legalMiddleName\n    legalLastName\n    dateOfBirth\n    address {\n      street\n      unit\n      city\n      state\n      zip\n    }\n    phoneNumber\n  }\n}\n\nfragment ScreeningDone_screening on Screening {\n  report {\n    credit {\n      score\n      latePaymentsLast24Months\n      collections {\n        creditor\n      }\n    }\n    criminalRecords {\n      offense\n    }\n    evictionRecords {\n      filedYear\n    }\n  }\n}\n\nfragment ScreeningFlow_screening on Screening {\n  nextStep\n  ...RenterInfoStep_screening\n  ...IdentityExamStep_screening\n  ...ScreeningDone_screening\n}\n"
  }
};
})();

(node as any).hash = "46d971ab5382cb661873093a8512b4e8";

export default node;
