/**
 * @generated SignedSource<<a2ded0ca95d0f8f788f7634f1be79556>>
 * @relayHash 4f1f86e490b260e890e0b98717c6268f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a63da7af4338808be4b823da6cac92733ac4aee6d1d8c15e80091af82b323ac9

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LeaseStatus = "COUNTERSIGNED" | "PREPARED" | "TENANT_SIGNED" | "VOIDED" | "%future added value";
export type SignLeaseInput = {
  agreed: boolean;
  leaseId: string;
  signingToken: string;
  typedName: string;
};
export type useCountersignLeaseMutation$variables = {
  input: SignLeaseInput;
};
export type useCountersignLeaseMutation$data = {
  readonly countersignLease: {
    readonly lease: {
      readonly id: string;
      readonly lifecycle: {
        readonly hasUnsignedManagerLease: boolean;
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"LifecycleCard_lifecycle">;
      } | null | undefined;
      readonly managerSignature: {
        readonly signedAt: string;
        readonly typedName: string;
      } | null | undefined;
      readonly status: LeaseStatus;
      readonly viewerCanSign: boolean;
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
export type useCountersignLeaseMutation = {
  response: useCountersignLeaseMutation$data;
  variables: useCountersignLeaseMutation$variables;
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
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerCanSign",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "typedName",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "LeaseSignature",
  "kind": "LinkedField",
  "name": "managerSignature",
  "plural": false,
  "selections": [
    (v5/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "signedAt",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hasUnsignedManagerLease",
  "storageKey": null
},
v8 = {
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
v9 = {
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
    "name": "useCountersignLeaseMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SignLeasePayload",
        "kind": "LinkedField",
        "name": "countersignLease",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Lease",
            "kind": "LinkedField",
            "name": "lease",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Lifecycle",
                "kind": "LinkedField",
                "name": "lifecycle",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  (v7/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "LifecycleCard_lifecycle"
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
                "args": null,
                "kind": "FragmentSpread",
                "name": "MainNav_viewer"
              }
            ],
            "storageKey": null
          },
          (v8/*:: as any*/)
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
    "name": "useCountersignLeaseMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SignLeasePayload",
        "kind": "LinkedField",
        "name": "countersignLease",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Lease",
            "kind": "LinkedField",
            "name": "lease",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Lifecycle",
                "kind": "LinkedField",
                "name": "lifecycle",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  (v7/*:: as any*/),
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
                      (v2/*:: as any*/),
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
                              (v3/*:: as any*/),
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
                                      (v9/*:: as any*/)
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
                      (v9/*:: as any*/),
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
                      (v2/*:: as any*/)
                    ],
                    "storageKey": null
                  },
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
                      (v2/*:: as any*/),
                      (v4/*:: as any*/),
                      (v3/*:: as any*/),
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
                          (v5/*:: as any*/)
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
          (v8/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "4f1f86e490b260e890e0b98717c6268f",
    "id": "a63da7af4338808be4b823da6cac92733ac4aee6d1d8c15e80091af82b323ac9",
    "metadata": {},
    "name": "useCountersignLeaseMutation",
    "operationKind": "mutation",
    "text": "mutation useCountersignLeaseMutation(\n  $input: SignLeaseInput!\n) {\n  countersignLease(input: $input) {\n    lease {\n      id\n      status\n      viewerCanSign\n      managerSignature {\n        typedName\n        signedAt\n      }\n      lifecycle {\n        id\n        hasUnsignedManagerLease\n        ...LifecycleCard_lifecycle\n      }\n    }\n    viewer {\n      ...MainNav_viewer\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}\n\nfragment CountersignLeaseButton_lease on Lease {\n  id\n  viewerCanSign\n  status\n  text\n  tenantSignature {\n    typedName\n  }\n}\n\nfragment LifecycleActions_lifecycle on Lifecycle {\n  id\n  allowedActions\n  promoCode\n  lease {\n    ...CountersignLeaseButton_lease\n    id\n  }\n}\n\nfragment LifecycleCard_lifecycle on Lifecycle {\n  state\n  hasUnsignedManagerLease\n  moveInDate\n  moveOutDate\n  denialReasonLabel\n  assignedBedroom {\n    id\n    name\n  }\n  applicant {\n    displayName\n    occupation\n    photoUrls\n    screening {\n      applicant {\n        status\n        report {\n          credit {\n            score\n          }\n          adverseItems\n        }\n      }\n    }\n  }\n  compatibility {\n    score\n    reason\n  }\n  rentersInsurancePolicy {\n    source\n    plan\n    startsOn\n    endsOn\n    isActive\n    documentUrl\n    id\n  }\n  ...LifecycleActions_lifecycle\n}\n\nfragment MainNav_viewer on Viewer {\n  navigation {\n    key\n    label\n    path\n    hasRedDot\n  }\n}\n"
  }
};
})();

(node as any).hash = "7c5394efbb6936b006de076ecd750d93";

export default node;
