/**
 * @generated SignedSource<<450e3df11f41d0bc0a26d9346a8585be>>
 * @relayHash e9eda4a4032150e5363a6c9a63435684
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bfbb532c3a565bf8521e8f772521e8035bfacb4a8c1079fb62c837a391dcff90

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LifecycleCategory = "CAT0" | "CAT1" | "CAT1_5" | "CAT2" | "CAT3" | "CAT4" | "LEGACY" | "%future added value";
export type ManagerTenantsQuery$variables = Record<PropertyKey, never>;
export type ManagerTenantsQuery$data = {
  readonly viewer: {
    readonly managedHomes: ReadonlyArray<{
      readonly buildingId: string;
      readonly category: LifecycleCategory;
      readonly " $fragmentSpreads": FragmentRefs<"HomeSection_home">;
    }>;
    readonly user: {
      readonly firstName: string;
      readonly lastName: string;
    } | null | undefined;
  };
};
export type ManagerTenantsQuery = {
  response: ManagerTenantsQuery$data;
  variables: ManagerTenantsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "firstName",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastName",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "buildingId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "category",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = [
  (v4/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
],
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "score",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ManagerTenantsQuery",
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
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              (v1/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ManagedHome",
            "kind": "LinkedField",
            "name": "managedHomes",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "HomeSection_home"
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
    "name": "ManagerTenantsQuery",
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
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              (v1/*:: as any*/),
              (v4/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ManagedHome",
            "kind": "LinkedField",
            "name": "managedHomes",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "title",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "categoryLabel",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "bedroomCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "leasedBedroomCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Bedroom",
                "kind": "LinkedField",
                "name": "bedrooms",
                "plural": true,
                "selections": (v5/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Lifecycle",
                "kind": "LinkedField",
                "name": "lifecycles",
                "plural": true,
                "selections": [
                  (v4/*:: as any*/),
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
                    "selections": (v5/*:: as any*/),
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
                              (v6/*:: as any*/),
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
                                      (v7/*:: as any*/)
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
                      (v7/*:: as any*/),
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
                      (v4/*:: as any*/)
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
                      (v4/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "viewerCanSign",
                        "storageKey": null
                      },
                      (v6/*:: as any*/),
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
    "cacheID": "e9eda4a4032150e5363a6c9a63435684",
    "id": "bfbb532c3a565bf8521e8f772521e8035bfacb4a8c1079fb62c837a391dcff90",
    "metadata": {},
    "name": "ManagerTenantsQuery",
    "operationKind": "query",
    "text": "query ManagerTenantsQuery {\n  viewer {\n    user {\n      firstName\n      lastName\n      id\n    }\n    managedHomes {\n      buildingId\n      category\n      ...HomeSection_home\n    }\n  }\n}\n\nfragment CountersignLeaseButton_lease on Lease {\n  id\n  viewerCanSign\n  status\n  text\n  tenantSignature {\n    typedName\n  }\n}\n\nfragment HomeSection_home on ManagedHome {\n  buildingId\n  title\n  categoryLabel\n  bedroomCount\n  leasedBedroomCount\n  bedrooms {\n    id\n    name\n  }\n  lifecycles {\n    id\n    ...LifecycleCard_lifecycle\n  }\n}\n\nfragment LifecycleActions_lifecycle on Lifecycle {\n  id\n  allowedActions\n  promoCode\n  lease {\n    ...CountersignLeaseButton_lease\n    id\n  }\n}\n\nfragment LifecycleCard_lifecycle on Lifecycle {\n  state\n  hasUnsignedManagerLease\n  moveInDate\n  moveOutDate\n  denialReasonLabel\n  assignedBedroom {\n    id\n    name\n  }\n  applicant {\n    displayName\n    occupation\n    photoUrls\n    screening {\n      applicant {\n        status\n        report {\n          credit {\n            score\n          }\n          adverseItems\n        }\n      }\n    }\n  }\n  compatibility {\n    score\n    reason\n  }\n  rentersInsurancePolicy {\n    source\n    plan\n    startsOn\n    endsOn\n    isActive\n    documentUrl\n    id\n  }\n  ...LifecycleActions_lifecycle\n}\n"
  }
};
})();

(node as any).hash = "b67e7f46daf95da906b12db5c62572d2";

export default node;
