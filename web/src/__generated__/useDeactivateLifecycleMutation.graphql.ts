/**
 * @generated SignedSource<<fcfe75b8dec52213dc689b18964241e7>>
 * @relayHash 4fe65b51b6c8b07d4ab52e70d44e7edd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID aeea82d46ef0cc5709548dd7b42ec39588a61f61b494e4819b5105ca332f63aa

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ManagerClosureReason = "APPLICANT_NO_LONGER_INTERESTED" | "LOST_PROPERTY" | "MANAGER_ADVERSE_ACTION" | "NO_GUARANTOR" | "OTHER_DENIAL" | "PRICING_CONFIGURATION_CHANGE_BY_MANAGER" | "PRICING_DENIAL" | "ROOMMATE_REJECTION" | "ROOM_TAKEN" | "SIGNED_IN_ANOTHER_ROOM" | "%future added value";
export type DeactivateLifecycleInput = {
  lifecycleId: string;
  message?: string | null | undefined;
  reason: ManagerClosureReason;
};
export type useDeactivateLifecycleMutation$variables = {
  input: DeactivateLifecycleInput;
};
export type useDeactivateLifecycleMutation$data = {
  readonly deactivateLifecycle: {
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
export type useDeactivateLifecycleMutation = {
  response: useDeactivateLifecycleMutation$data;
  variables: useDeactivateLifecycleMutation$variables;
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
    "name": "useDeactivateLifecycleMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "LifecycleActionPayload",
        "kind": "LinkedField",
        "name": "deactivateLifecycle",
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
    "name": "useDeactivateLifecycleMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "LifecycleActionPayload",
        "kind": "LinkedField",
        "name": "deactivateLifecycle",
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
    "cacheID": "4fe65b51b6c8b07d4ab52e70d44e7edd",
    "id": "aeea82d46ef0cc5709548dd7b42ec39588a61f61b494e4819b5105ca332f63aa",
    "metadata": {},
    "name": "useDeactivateLifecycleMutation",
    "operationKind": "mutation",
    "text": "mutation useDeactivateLifecycleMutation(\n  $input: DeactivateLifecycleInput!\n) {\n  deactivateLifecycle(input: $input) {\n    lifecycle {\n      ...LifecycleCard_lifecycle\n      id\n    }\n    viewer {\n      ...MainNav_viewer\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}\n\nfragment CountersignLeaseButton_lease on Lease {\n  id\n  viewerCanSign\n  status\n  text\n  tenantSignature {\n    typedName\n  }\n}\n\nfragment LifecycleActions_lifecycle on Lifecycle {\n  id\n  allowedActions\n  promoCode\n  lease {\n    ...CountersignLeaseButton_lease\n    id\n  }\n}\n\nfragment LifecycleCard_lifecycle on Lifecycle {\n  state\n  hasUnsignedManagerLease\n  moveInDate\n  moveOutDate\n  denialReasonLabel\n  assignedBedroom {\n    id\n    name\n  }\n  applicant {\n    displayName\n    occupation\n    photoUrls\n    screening {\n      applicant {\n        status\n        report {\n          credit {\n            score\n          }\n          adverseItems\n        }\n      }\n    }\n  }\n  compatibility {\n    score\n    reason\n  }\n  rentersInsurancePolicy {\n    source\n    plan\n    startsOn\n    endsOn\n    isActive\n    documentUrl\n    id\n  }\n  ...LifecycleActions_lifecycle\n}\n\nfragment MainNav_viewer on Viewer {\n  navigation {\n    key\n    label\n    path\n    hasRedDot\n  }\n}\n"
  }
};
})();

(node as any).hash = "7bcfb9e10bceb51f4c4bbdb42d48129c";

export default node;
