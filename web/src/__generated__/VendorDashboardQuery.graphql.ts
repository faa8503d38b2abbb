/**
 * @generated SignedSource<<9a4c05c43baf5feb130686ac093bc7b7>>
 * @relayHash 6f5c234eee65f7d6f4e37484665e7d27
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0490c9e844c3397a7abbdd7c0aa54c56a29b8d387aa7c96c32b486d1e82928f6

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ServiceActivityStatus = "APPOINTMENT_CANCELED" | "APPOINTMENT_COMPLETED" | "APPOINTMENT_SCHEDULED" | "RECURRING_SERVICE_STARTED" | "REQUESTED" | "SUBMITTED_PENDING_QA" | "SUBMITTED_VENDOR_COMPLETE" | "SUBMITTED_VENDOR_INCOMPLETE" | "%future added value";
export type ServiceProviderDocumentKind = "INSURANCE_CERTIFICATE" | "W9" | "%future added value";
export type ServiceProviderRole = "MEMBER" | "OWNER" | "%future added value";
export type VendorDashboardQuery$variables = {
  count?: number | null | undefined;
};
export type VendorDashboardQuery$data = {
  readonly myResidentialServiceProvider: {
    readonly documents: ReadonlyArray<{
      readonly expired: boolean;
      readonly expiresOn: string | null | undefined;
      readonly kind: ServiceProviderDocumentKind;
    }>;
    readonly name: string;
    readonly viewerRole: ServiceProviderRole | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"PayoutsSection_provider">;
  } | null | undefined;
  readonly serviceActivities: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly completedAt: string | null | undefined;
        readonly home: {
          readonly city: string;
          readonly state: string;
        };
        readonly id: string;
        readonly priceCents: number | null | undefined;
        readonly scheduledEnd: string | null | undefined;
        readonly scheduledStart: string | null | undefined;
        readonly serviceType: {
          readonly name: string;
        };
        readonly status: ServiceActivityStatus;
        readonly timeZone: string;
      };
    }>;
  };
};
export type VendorDashboardQuery = {
  response: VendorDashboardQuery$data;
  variables: VendorDashboardQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": 100,
    "kind": "LocalArgument",
    "name": "count"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerRole",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "ServiceProviderDocument",
  "kind": "LinkedField",
  "name": "documents",
  "plural": true,
  "selections": [
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
      "name": "expiresOn",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expired",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v4 = [
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "count"
  },
  {
    "kind": "Literal",
    "name": "scope",
    "value": "MINE"
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
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
  "name": "priceCents",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "completedAt",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "scheduledStart",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "scheduledEnd",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "timeZone",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "city",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "state",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "concreteType": "ServiceActivityHome",
  "kind": "LinkedField",
  "name": "home",
  "plural": false,
  "selections": [
    (v12/*:: as any*/),
    (v13/*:: as any*/)
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "VendorDashboardQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ResidentialServiceProvider",
        "kind": "LinkedField",
        "name": "myResidentialServiceProvider",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PayoutsSection_provider"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "ServiceActivityConnection",
        "kind": "LinkedField",
        "name": "serviceActivities",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ServiceActivityEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ServiceActivity",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  (v11/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ServiceType",
                    "kind": "LinkedField",
                    "name": "serviceType",
                    "plural": false,
                    "selections": [
                      (v1/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v14/*:: as any*/)
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
    "name": "VendorDashboardQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ResidentialServiceProvider",
        "kind": "LinkedField",
        "name": "myResidentialServiceProvider",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": [
              {
                "kind": "Literal",
                "name": "first",
                "value": 10
              }
            ],
            "concreteType": "ServiceProviderPayoutConnection",
            "kind": "LinkedField",
            "name": "payouts",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ServiceProviderPayoutEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ServiceProviderPayout",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "databaseId",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "amountCents",
                        "storageKey": null
                      },
                      (v6/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "paidAt",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "createdAt",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "serviceTypeName",
                        "storageKey": null
                      },
                      (v12/*:: as any*/),
                      (v13/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "payouts(first:10)"
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "ServiceActivityConnection",
        "kind": "LinkedField",
        "name": "serviceActivities",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ServiceActivityEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ServiceActivity",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  (v11/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ServiceType",
                    "kind": "LinkedField",
                    "name": "serviceType",
                    "plural": false,
                    "selections": [
                      (v1/*:: as any*/),
                      (v5/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v14/*:: as any*/)
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
    "cacheID": "6f5c234eee65f7d6f4e37484665e7d27",
    "id": "0490c9e844c3397a7abbdd7c0aa54c56a29b8d387aa7c96c32b486d1e82928f6",
    "metadata": {},
    "name": "VendorDashboardQuery",
    "operationKind": "query",
    "text": "query VendorDashboardQuery(\n  $count: Int = 100\n) {\n  myResidentialServiceProvider {\n    name\n    viewerRole\n    documents {\n      kind\n      expiresOn\n      expired\n    }\n    ...PayoutsSection_provider\n    id\n  }\n  serviceActivities(first: $count, scope: MINE) {\n    edges {\n      node {\n        id\n        status\n        priceCents\n        completedAt\n        scheduledStart\n        scheduledEnd\n        timeZone\n        serviceType {\n          name\n          id\n        }\n        home {\n          city\n          state\n        }\n      }\n    }\n  }\n}\n\nfragment PayoutsSection_provider on ResidentialServiceProvider {\n  payouts(first: 10) {\n    edges {\n      node {\n        databaseId\n        amountCents\n        status\n        paidAt\n        createdAt\n        serviceTypeName\n        city\n        state\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "cd1d8a6dc41a6b5d56001f6af4851005";

export default node;
