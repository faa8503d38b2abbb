/**
 * @generated SignedSource<<77afcfc128fc9689daa73bcdb0d80471>>
 * @relayHash b7de1f25612df8f3a61c82f0acd4e00f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7dfac3b1257799a3723f761c419ae363eaed6117f383de6d319798730d126102

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LifecycleQuestionStatus = "ANSWERED" | "DECLINED" | "UNANSWERED" | "%future added value";
export type RenterConfirmationQuery$variables = {
  count: number;
};
export type RenterConfirmationQuery$data = {
  readonly viewer: {
    readonly applications: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly assignedBedroom: {
            readonly name: string;
          } | null | undefined;
          readonly building: {
            readonly title: string;
          };
          readonly id: string;
          readonly isActive: boolean;
          readonly lifecycleQuestions: ReadonlyArray<{
            readonly id: string;
            readonly status: LifecycleQuestionStatus;
            readonly " $fragmentSpreads": FragmentRefs<"LifecycleQuestionCard_question">;
          }>;
        };
      }>;
    };
    readonly isGuest: boolean;
    readonly " $fragmentSpreads": FragmentRefs<"OnboardingProgress_viewer">;
  };
};
export type RenterConfirmationQuery = {
  response: RenterConfirmationQuery$data;
  variables: RenterConfirmationQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "count"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isGuest",
  "storageKey": null
},
v2 = [
  {
    "kind": "Literal",
    "name": "excludeDeactivated",
    "value": true
  },
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "count"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isActive",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "RenterConfirmationQuery",
    "selections": [
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
          },
          {
            "alias": null,
            "args": (v2/*:: as any*/),
            "concreteType": "LifecycleConnection",
            "kind": "LinkedField",
            "name": "applications",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "LifecycleEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Lifecycle",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v3/*:: as any*/),
                      (v4/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Building",
                        "kind": "LinkedField",
                        "name": "building",
                        "plural": false,
                        "selections": [
                          (v5/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Bedroom",
                        "kind": "LinkedField",
                        "name": "assignedBedroom",
                        "plural": false,
                        "selections": [
                          (v6/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "LifecycleQuestion",
                        "kind": "LinkedField",
                        "name": "lifecycleQuestions",
                        "plural": true,
                        "selections": [
                          (v3/*:: as any*/),
                          (v7/*:: as any*/),
                          {
                            "args": null,
                            "kind": "FragmentSpread",
                            "name": "LifecycleQuestionCard_question"
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
    "name": "RenterConfirmationQuery",
    "selections": [
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
            "args": (v2/*:: as any*/),
            "concreteType": "LifecycleConnection",
            "kind": "LinkedField",
            "name": "applications",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "LifecycleEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Lifecycle",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v3/*:: as any*/),
                      (v4/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Building",
                        "kind": "LinkedField",
                        "name": "building",
                        "plural": false,
                        "selections": [
                          (v5/*:: as any*/),
                          (v3/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Bedroom",
                        "kind": "LinkedField",
                        "name": "assignedBedroom",
                        "plural": false,
                        "selections": [
                          (v6/*:: as any*/),
                          (v3/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "LifecycleQuestion",
                        "kind": "LinkedField",
                        "name": "lifecycleQuestions",
                        "plural": true,
                        "selections": [
                          (v3/*:: as any*/),
                          (v7/*:: as any*/),
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
    "cacheID": "b7de1f25612df8f3a61c82f0acd4e00f",
    "id": "7dfac3b1257799a3723f761c419ae363eaed6117f383de6d319798730d126102",
    "metadata": {},
    "name": "RenterConfirmationQuery",
    "operationKind": "query",
    "text": "query RenterConfirmationQuery(\n  $count: Int!\n) {\n  viewer {\n    isGuest\n    ...OnboardingProgress_viewer\n    applications(first: $count, excludeDeactivated: true) {\n      edges {\n        node {\n          id\n          isActive\n          building {\n            title\n            id\n          }\n          assignedBedroom {\n            name\n            id\n          }\n          lifecycleQuestions {\n            id\n            status\n            ...LifecycleQuestionCard_question\n          }\n        }\n      }\n    }\n  }\n}\n\nfragment LifecycleQuestionCard_question on LifecycleQuestion {\n  id\n  kind\n  responseType\n  prompt\n  status\n  response\n  declineReasonLabel\n}\n\nfragment OnboardingProgress_viewer on Viewer {\n  nextOnboardingStep\n  onboardingStepsRemaining\n}\n"
  }
};
})();

(node as any).hash = "9420664dda7810507113e9f24d569135";

export default node;
