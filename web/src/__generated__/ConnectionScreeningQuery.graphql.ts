/**
 * @generated SignedSource<<18b10951e7c7bb30312e61d11bb09386>>
 * @relayHash b408262cf01a8c0c3011b8d29f008020
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c1b1028fb80c1fc002f9b87710130516e6bc3255611067ffb40c414b6ea1066a

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ConnectionScreeningQuery$variables = {
  guarantorConnectionId: string;
};
export type ConnectionScreeningQuery$data = {
  readonly viewer: {
    readonly screening: {
      readonly " $fragmentSpreads": FragmentRefs<"ScreeningFlow_screening">;
    } | null | undefined;
  };
};
export type ConnectionScreeningQuery = {
  response: ConnectionScreeningQuery$data;
  variables: ConnectionScreeningQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "guarantorConnectionId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "guarantorConnectionId",
    "variableName": "guarantorConnectionId"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ConnectionScreeningQuery",
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
            "args": (v1/*:: as any*/),
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ConnectionScreeningQuery",
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
            "args": (v1/*:: as any*/),
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
    "cacheID": "b408262cf01a8c0c3011b8d29f008020",
    "id": "c1b1028fb80c1fc002f9b87710130516e6bc3255611067ffb40c414b6ea1066a",
    "metadata": {},
    "name": "ConnectionScreeningQuery",
    "operationKind": "query",
    "text": "query ConnectionScreeningQuery(\n  $guarantorConnectionId: ID!\n) {\n  viewer {\n    screening(guarantorConnectionId: $guarantorConnectionId) {\n      ...ScreeningFlow_screening\n    }\n  }\n}\n\nfragment IdentityExamStep_screening on Screening {\n  exam {\n    attempt\n    attemptsAllowed\n    questions {\n      questionId\n      prompt\n      choices {\n        choiceId\n        label\n      }\n    }\n  }\n}\n\nfragment RenterInfoStep_screening on Screening {\n  renterInfo {\n    legalFirstName\n    legalMiddleName\n    legalLastName\n    dateOfBirth\n    address {\n      street\n      unit\n      city\n      state\n      zip\n    }\n    phoneNumber\n  }\n}\n\nfragment ScreeningDone_screening on Screening {\n  report {\n    credit {\n      score\n      latePaymentsLast24Months\n      collections {\n        creditor\n      }\n    }\n    criminalRecords {\n      offense\n    }\n    evictionRecords {\n      filedYear\n    }\n  }\n}\n\nfragment ScreeningFlow_screening on Screening {\n  nextStep\n  ...RenterInfoStep_screening\n  ...IdentityExamStep_screening\n  ...ScreeningDone_screening\n}\n"
  }
};
})();

(node as any).hash = "09790ec9284042676706767e9d3a6768";

export default node;
