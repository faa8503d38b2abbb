/**
 * @generated SignedSource<<459f4947c154f9974c7218415e9978f1>>
 * @relayHash ac0d9b27ab64a0e4b184cbc93ace79a9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 761bb82f71f3e276da906036a2e1d2aa1b72c0cb1f5a287da7bf159322027967

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LifecycleAction = "ADD_PROMO" | "APPLY_AUTOMATIC_PROMO" | "APPROVE" | "ASSIGN" | "CALCULATE_RENEWAL_RENT" | "DEACTIVATE" | "DECLINE_RENEWAL_OFFER" | "EARLY_LEASE_TERMINATION_VACATE_DATE" | "LEASE_NEGOTIATION" | "LEASE_NEGOTIATION_PARAMETERS" | "MANAGER_DENIAL" | "NON_RENEWAL" | "OCCUPANT_ADDENDUM_ATTACHMENT_URIS" | "REMOVE_PROMO" | "RENTERS_INSURANCE_POLICY" | "REQUEST_RELOCATION" | "REQUEST_RENEWAL" | "START_RENEWAL" | "UNASSIGN" | "%future added value";
export type UserRole = "MANAGER" | "TENANT" | "VENDOR" | "%future added value";
export type RentersInsuranceQuery$variables = Record<PropertyKey, never>;
export type RentersInsuranceQuery$data = {
  readonly viewer: {
    readonly applications: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly allowedActions: ReadonlyArray<LifecycleAction>;
          readonly id: string;
          readonly rentersInsurancePolicy: {
            readonly id: string;
          } | null | undefined;
          readonly " $fragmentSpreads": FragmentRefs<"InsuredLease_lifecycle">;
        };
      }>;
    };
    readonly currentRole: UserRole | null | undefined;
    readonly isGuest: boolean;
  };
};
export type RentersInsuranceQuery = {
  response: RentersInsuranceQuery$data;
  variables: RentersInsuranceQuery$variables;
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
  "name": "currentRole",
  "storageKey": null
},
v2 = [
  {
    "kind": "Literal",
    "name": "excludeDeactivated",
    "value": false
  },
  {
    "kind": "Literal",
    "name": "first",
    "value": 20
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
  "name": "allowedActions",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "plan",
  "storageKey": null
},
v6 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "formatted",
    "storageKey": null
  }
],
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "personalPropertyLimit",
  "plural": false,
  "selections": (v6/*:: as any*/),
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "liabilityLimit",
  "plural": false,
  "selections": (v6/*:: as any*/),
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "deductible",
  "plural": false,
  "selections": (v6/*:: as any*/),
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "monthlyPremium",
  "plural": false,
  "selections": (v6/*:: as any*/),
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "RentersInsuranceQuery",
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
                        "concreteType": "RentersInsurancePolicy",
                        "kind": "LinkedField",
                        "name": "rentersInsurancePolicy",
                        "plural": false,
                        "selections": [
                          (v3/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "InsuredLease_lifecycle"
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "applications(excludeDeactivated:false,first:20)"
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
    "name": "RentersInsuranceQuery",
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
                        "concreteType": "RentersInsurancePolicy",
                        "kind": "LinkedField",
                        "name": "rentersInsurancePolicy",
                        "plural": false,
                        "selections": [
                          (v3/*:: as any*/),
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
                            "name": "carrier",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "policyNumber",
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
                          (v5/*:: as any*/),
                          (v7/*:: as any*/),
                          (v8/*:: as any*/),
                          (v9/*:: as any*/),
                          (v10/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "documentUrl",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "documentFileName",
                            "storageKey": null
                          }
                        ],
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
                        "concreteType": "Building",
                        "kind": "LinkedField",
                        "name": "building",
                        "plural": false,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "title",
                            "storageKey": null
                          },
                          (v3/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "isCoveredByRentersInsurance",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "RentersInsurancePlan",
                        "kind": "LinkedField",
                        "name": "rentersInsurancePlans",
                        "plural": true,
                        "selections": [
                          (v5/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "name",
                            "storageKey": null
                          },
                          (v7/*:: as any*/),
                          (v8/*:: as any*/),
                          (v9/*:: as any*/),
                          (v10/*:: as any*/)
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
            "storageKey": "applications(excludeDeactivated:false,first:20)"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "ac0d9b27ab64a0e4b184cbc93ace79a9",
    "id": "761bb82f71f3e276da906036a2e1d2aa1b72c0cb1f5a287da7bf159322027967",
    "metadata": {},
    "name": "RentersInsuranceQuery",
    "operationKind": "query",
    "text": "query RentersInsuranceQuery {\n  viewer {\n    isGuest\n    currentRole\n    applications(first: 20, excludeDeactivated: false) {\n      edges {\n        node {\n          id\n          allowedActions\n          rentersInsurancePolicy {\n            id\n          }\n          ...InsuredLease_lifecycle\n        }\n      }\n    }\n  }\n}\n\nfragment InsuredLease_lifecycle on Lifecycle {\n  id\n  moveInDate\n  moveOutDate\n  allowedActions\n  building {\n    title\n    id\n  }\n  isCoveredByRentersInsurance\n  rentersInsurancePolicy {\n    source\n    carrier\n    policyNumber\n    startsOn\n    endsOn\n    isActive\n    plan\n    personalPropertyLimit {\n      formatted\n    }\n    liabilityLimit {\n      formatted\n    }\n    deductible {\n      formatted\n    }\n    monthlyPremium {\n      formatted\n    }\n    documentUrl\n    documentFileName\n    id\n  }\n  rentersInsurancePlans {\n    plan\n    name\n    personalPropertyLimit {\n      formatted\n    }\n    liabilityLimit {\n      formatted\n    }\n    deductible {\n      formatted\n    }\n    monthlyPremium {\n      formatted\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c80dfab3016d7004921bfdafa88d8328";

export default node;
