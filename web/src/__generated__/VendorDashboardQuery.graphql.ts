/**
 * @generated SignedSource<<dc1c567af107b25fa6c844005127a3ef>>
 * @relayHash 1bb07d17a4187b9a1d1298f7313978a4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 28676a86a1c43ad568fb66f2885efa9512c624bd230f6464c1d03787434c41ac

import { ConcreteRequest } from 'relay-runtime';
export type ServiceActivityStatus = "APPOINTMENT_CANCELED" | "APPOINTMENT_COMPLETED" | "APPOINTMENT_SCHEDULED" | "RECURRING_SERVICE_STARTED" | "REQUESTED" | "SUBMITTED_PENDING_QA" | "SUBMITTED_VENDOR_COMPLETE" | "SUBMITTED_VENDOR_INCOMPLETE" | "%future added value";
export type VendorDashboardQuery$variables = {
  count?: number | null | undefined;
};
export type VendorDashboardQuery$data = {
  readonly myResidentialServiceProvider: {
    readonly name: string;
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
v2 = [
  (v1/*:: as any*/)
],
v3 = [
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
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "priceCents",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "completedAt",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "scheduledStart",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "scheduledEnd",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "timeZone",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "concreteType": "ServiceActivityHome",
  "kind": "LinkedField",
  "name": "home",
  "plural": false,
  "selections": [
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
    }
  ],
  "storageKey": null
},
v12 = [
  (v1/*:: as any*/),
  (v4/*:: as any*/)
];
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
        "selections": (v2/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v3/*:: as any*/),
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
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ServiceType",
                    "kind": "LinkedField",
                    "name": "serviceType",
                    "plural": false,
                    "selections": (v2/*:: as any*/),
                    "storageKey": null
                  },
                  (v11/*:: as any*/)
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
        "selections": (v12/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v3/*:: as any*/),
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
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ServiceType",
                    "kind": "LinkedField",
                    "name": "serviceType",
                    "plural": false,
                    "selections": (v12/*:: as any*/),
                    "storageKey": null
                  },
                  (v11/*:: as any*/)
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
    "cacheID": "1bb07d17a4187b9a1d1298f7313978a4",
    "id": "28676a86a1c43ad568fb66f2885efa9512c624bd230f6464c1d03787434c41ac",
    "metadata": {},
    "name": "VendorDashboardQuery",
    "operationKind": "query",
    "text": "query VendorDashboardQuery(\n  $count: Int = 100\n) {\n  myResidentialServiceProvider {\n    name\n    id\n  }\n  serviceActivities(first: $count, scope: MINE) {\n    edges {\n      node {\n        id\n        status\n        priceCents\n        completedAt\n        scheduledStart\n        scheduledEnd\n        timeZone\n        serviceType {\n          name\n          id\n        }\n        home {\n          city\n          state\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "337cf12c6ecfbd481efaf29268f2e124";

export default node;
