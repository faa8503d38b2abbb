/**
 * @generated SignedSource<<91619f08746b60d0ee3e483fd52952e6>>
 * @relayHash b3396e573f9a7f1bee1702743f98baee
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 49b76bfede17338970fbb5f48dc017d566d26ca46dfb2ef08ab772d7d0cddba4

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LifecycleRefInput = {
  lifecycleId: string;
};
export type useApproveLifecycleMutation$variables = {
  input: LifecycleRefInput;
};
export type useApproveLifecycleMutation$data = {
  readonly approveLifecycle: {
    readonly lifecycle: {
      readonly " $fragmentSpreads": FragmentRefs<"LifecycleCard_lifecycle">;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
    readonly viewer: {
      readonly " $fragmentSpreads": FragmentRefs<"MainNav_viewer">;
    };
  };
};
export type useApproveLifecycleMutation = {
  response: useApproveLifecycleMutation$data;
  variables: useApproveLifecycleMutation$variables;
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
},
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
  "name": "status",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "score",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useApproveLifecycleMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "LifecycleActionPayload",
        "kind": "LinkedField",
        "name": "approveLifecycle",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Lifecycle",
            "kind": "LinkedField",
            "name": "lifecycle",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "LifecycleCard_lifecycle"
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
                "args": null,
                "kind": "FragmentSpread",
                "name": "MainNav_viewer"
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useApproveLifecycleMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "LifecycleActionPayload",
        "kind": "LinkedField",
        "name": "approveLifecycle",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Lifecycle",
            "kind": "LinkedField",
            "name": "lifecycle",
            "plural": false,
            "selections": [
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
                "name": "hasUnsignedManagerLease",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "moveInDate",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "moveOutDate",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "denialReasonLabel",
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
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "name",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "LifecycleApplicant",
                "kind": "LinkedField",
                "name": "applicant",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "displayName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "occupation",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "photoUrls",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ScreeningReports",
                    "kind": "LinkedField",
                    "name": "screening",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ApplicantScreening",
                        "kind": "LinkedField",
                        "name": "applicant",
                        "plural": false,
                        "selections": [
                          (v4/*:: as any*/),
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
                                  (v5/*:: as any*/)
                                ],
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "adverseItems",
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
              {
                "alias": null,
                "args": null,
                "concreteType": "RoommateCompatibility",
                "kind": "LinkedField",
                "name": "compatibility",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
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
                "concreteType": "RentersInsurancePolicy",
                "kind": "LinkedField",
                "name": "rentersInsurancePolicy",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "source",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "plan",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "startsOn",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "endsOn",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isActive",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "documentUrl",
                    "storageKey": null
                  },
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              },
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "allowedActions",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "promoCode",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Lease",
                "kind": "LinkedField",
                "name": "lease",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "viewerCanSign",
                    "storageKey": null
                  },
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "text",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "LeaseSignature",
                    "kind": "LinkedField",
                    "name": "tenantSignature",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "typedName",
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
            "concreteType": "Viewer",
            "kind": "LinkedField",
            "name": "viewer",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "NavigationItem",
                "kind": "LinkedField",
                "name": "navigation",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "key",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "label",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "path",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "hasRedDot",
                    "storageKey": null
                  }
                ],
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
    "cacheID": "b3396e573f9a7f1bee1702743f98baee",
    "id": "49b76bfede17338970fbb5f48dc017d566d26ca46dfb2ef08ab772d7d0cddba4",
    "metadata": {},
    "name": "useApproveLifecycleMutation",
    "operationKind": "mutation",
    "text": "mutation useApproveLifecycleMutation(\n  $input: LifecycleRefInput!\n) {\n  approveLifecycle(input: $input) {\n    lifecycle {\n      ...LifecycleCard_lifecycle\n      id\n    }\n    viewer {\n      ...MainNav_viewer\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}\n\nfragment CountersignLeaseButton_lease on Lease {\n  id\n  viewerCanSign\n  status\n  text\n  tenantSignature {\n    typedName\n  }\n}\n\nfragment LifecycleActions_lifecycle on Lifecycle {\n  id\n  allowedActions\n  promoCode\n  lease {\n    ...CountersignLeaseButton_lease\n    id\n  }\n}\n\nfragment LifecycleCard_lifecycle on Lifecycle {\n  state\n  hasUnsignedManagerLease\n  moveInDate\n  moveOutDate\n  denialReasonLabel\n  assignedBedroom {\n    id\n    name\n  }\n  applicant {\n    displayName\n    occupation\n    photoUrls\n    screening {\n      applicant {\n        status\n        report {\n          credit {\n            score\n          }\n          adverseItems\n        }\n      }\n    }\n  }\n  compatibility {\n    score\n    reason\n  }\n  rentersInsurancePolicy {\n    source\n    plan\n    startsOn\n    endsOn\n    isActive\n    documentUrl\n    id\n  }\n  ...LifecycleActions_lifecycle\n}\n\nfragment MainNav_viewer on Viewer {\n  navigation {\n    key\n    label\n    path\n    hasRedDot\n  }\n}\n"
  }
};
})();

(node as any).hash = "41102f507559b2d5d4e9dd8fe6c87243";

export default node;
