/**
 * @generated SignedSource<<a70ce1c5dd6c2281b04ed0240c59bfb5>>
 * @relayHash 79ecc3db26e923b32224b8bbe3ecd60a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 83b3c3158ab239d8ff009381f66c56eb816ec7c6a144e0ced84d56c37d063787

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OnboardingStep = "APPLICATIONS" | "CREATE_PROFILE" | "INCOME_VERIFICATION" | "INFORMATION_RELEASE_CONSENT" | "PETS" | "REFERENCES" | "RENTER_CONFIRMATION" | "SCREENING" | "%future added value";
export type SetHasSsnInput = {
  hasSsn: boolean;
};
export type mutationsSetHasSsnMutation$variables = {
  guarantorConnectionId?: string | null | undefined;
  input: SetHasSsnInput;
};
export type mutationsSetHasSsnMutation$data = {
  readonly setHasSsn: {
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
    readonly viewer: {
      readonly nextOnboardingStep: OnboardingStep | null | undefined;
      readonly screening: {
        readonly " $fragmentSpreads": FragmentRefs<"ScreeningFlow_screening">;
      } | null | undefined;
    };
  };
};
export type mutationsSetHasSsnMutation = {
  response: mutationsSetHasSsnMutation$data;
  variables: mutationsSetHasSsnMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "guarantorConnectionId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nextOnboardingStep",
  "storageKey": null
},
v4 = [
  {
    "kind": "Variable",
    "name": "guarantorConnectionId",
    "variableName": "guarantorConnectionId"
  }
],
v5 = {
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "mutationsSetHasSsnMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "SetHasSsnPayload",
        "kind": "LinkedField",
        "name": "setHasSsn",
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
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": (v4/*:: as any*/),
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
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "mutationsSetHasSsnMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "SetHasSsnPayload",
        "kind": "LinkedField",
        "name": "setHasSsn",
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
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": (v4/*:: as any*/),
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
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "79ecc3db26e923b32224b8bbe3ecd60a",
    "id": "83b3c3158ab239d8ff009381f66c56eb816ec7c6a144e0ced84d56c37d063787",
    "metadata": {},
    "name": "mutationsSetHasSsnMutation",
    "operationKind": "mutation",
    "text": "mutation mutationsSetHasSsnMutation(\n  $input: SetHasSsnInput!\n  $guarantorConnectionId: ID\n) {\n  setHasSsn(input: $input) {\n    viewer {\n      nextOnboardingStep\n      screening(guarantorConnectionId: $guarantorConnectionId) {\n        ...ScreeningFlow_screening\n      }\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}\n\nfragment IdentityExamStep_screening on Screening {\n  exam {\n    attempt\n    attemptsAllowed\n    questions {\n      questionId\n      prompt\n      choices {\n        choiceId\n        label\n      }\n    }\n  }\n}\n\nfragment RenterInfoStep_screening on Screening {\n  renterInfo {\n    legalFirstName\n    legalMiddleName\n    legalLastName\n    dateOfBirth\n    address {\n      street\n      unit\n      city\n      state\n      zip\n    }\n    phoneNumber\n  }\n}\n\nfragment ScreeningDone_screening on Screening {\n  report {\n    credit {\n      score\n      latePaymentsLast24Months\n      collections {\n        creditor\n      }\n    }\n    criminalRecords {\n      offense\n    }\n    evictionRecords {\n      filedYear\n    }\n  }\n}\n\nfragment ScreeningFlow_screening on Screening {\n  nextStep\n  ...RenterInfoStep_screening\n  ...IdentityExamStep_screening\n  ...ScreeningDone_screening\n}\n"
  }
};
})();

(node as any).hash = "a8fb11e6c95c812c9e53956eccdc32ce";

export default node;
