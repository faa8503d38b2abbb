/**
 * @generated SignedSource<<0d734726fe375381a597a1248fd533a2>>
 * @relayHash 2d016fc1959fc848ab2cf2b20bb8207c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 156224d3a40734a5614b67085412bfd7d94532f61d193a811c550ea84d16203e

import { ConcreteRequest } from 'relay-runtime';
export type CityPage = "ATLANTA" | "AUSTIN" | "CHARLOTTE" | "DALLAS_FORT_WORTH" | "DURHAM" | "RALEIGH" | "SAN_ANTONIO" | "TRIAD" | "%future added value";
export type ServiceActivityAction = "ACCEPT" | "ASSIGN" | "CANCEL" | "COMPLETE" | "ON_MY_WAY" | "QA_APPROVE" | "QA_REJECT" | "REMOVE_VENDOR" | "RESCHEDULE" | "SCHEDULE" | "SET_PRICE" | "START_RECURRING" | "SUBMIT_COMPLETE" | "SUBMIT_INCOMPLETE" | "UNSCHEDULE" | "%future added value";
export type ServiceActivityStatus = "APPOINTMENT_CANCELED" | "APPOINTMENT_COMPLETED" | "APPOINTMENT_SCHEDULED" | "RECURRING_SERVICE_STARTED" | "REQUESTED" | "SUBMITTED_PENDING_QA" | "SUBMITTED_VENDOR_COMPLETE" | "SUBMITTED_VENDOR_INCOMPLETE" | "%future added value";
export type VendorServiceCategory = "APPLICANT_TOURS" | "BEDROOM_TURNOVER_CLEANING" | "HARDWARE_INSTALLATION" | "INTERIOR_PAINTING" | "MARKETING_PHOTOGRAPHY_VIDEOGRAPHY" | "PROPERTY_INSPECTIONS" | "SMALL_REPAIRS" | "SPECIALIZED_CLEANING" | "%future added value";
export type AvailableJobsQuery$variables = {
  category?: VendorServiceCategory | null | undefined;
  count?: number | null | undefined;
  region?: CityPage | null | undefined;
};
export type AvailableJobsQuery$data = {
  readonly serviceActivities: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly createdAt: string;
        readonly home: {
          readonly city: string;
          readonly region: CityPage | null | undefined;
          readonly state: string;
        };
        readonly id: string;
        readonly notes: string | null | undefined;
        readonly priceCents: number | null | undefined;
        readonly repeatEveryWeeks: number | null | undefined;
        readonly seriesSequence: number | null | undefined;
        readonly serviceType: {
          readonly category: VendorServiceCategory;
          readonly name: string;
        };
        readonly status: ServiceActivityStatus;
        readonly timeZone: string;
        readonly viewerMay: ReadonlyArray<ServiceActivityAction>;
        readonly visitDueOn: string | null | undefined;
      };
    }>;
  };
};
export type AvailableJobsQuery = {
  response: AvailableJobsQuery$data;
  variables: AvailableJobsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "category"
},
v1 = {
  "defaultValue": 50,
  "kind": "LocalArgument",
  "name": "count"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "region"
},
v3 = [
  {
    "kind": "Variable",
    "name": "category",
    "variableName": "category"
  },
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "count"
  },
  {
    "kind": "Variable",
    "name": "region",
    "variableName": "region"
  },
  {
    "kind": "Literal",
    "name": "scope",
    "value": "OPEN"
  },
  {
    "kind": "Literal",
    "name": "status",
    "value": "REQUESTED"
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
  "name": "viewerMay",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "timeZone",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "notes",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "priceCents",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "repeatEveryWeeks",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "seriesSequence",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "visitDueOn",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "category",
  "storageKey": null
},
v16 = {
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "region",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "AvailableJobsQuery",
    "selections": [
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
                  (v11/*:: as any*/),
                  (v12/*:: as any*/),
                  (v13/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ServiceType",
                    "kind": "LinkedField",
                    "name": "serviceType",
                    "plural": false,
                    "selections": [
                      (v14/*:: as any*/),
                      (v15/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v16/*:: as any*/)
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "AvailableJobsQuery",
    "selections": [
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
                  (v11/*:: as any*/),
                  (v12/*:: as any*/),
                  (v13/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ServiceType",
                    "kind": "LinkedField",
                    "name": "serviceType",
                    "plural": false,
                    "selections": [
                      (v14/*:: as any*/),
                      (v15/*:: as any*/),
                      (v4/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v16/*:: as any*/)
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
    "cacheID": "2d016fc1959fc848ab2cf2b20bb8207c",
    "id": "156224d3a40734a5614b67085412bfd7d94532f61d193a811c550ea84d16203e",
    "metadata": {},
    "name": "AvailableJobsQuery",
    "operationKind": "query",
    "text": "query AvailableJobsQuery(\n  $category: VendorServiceCategory\n  $region: CityPage\n  $count: Int = 50\n) {\n  serviceActivities(first: $count, scope: OPEN, status: REQUESTED, category: $category, region: $region) {\n    edges {\n      node {\n        id\n        status\n        viewerMay\n        createdAt\n        timeZone\n        notes\n        priceCents\n        repeatEveryWeeks\n        seriesSequence\n        visitDueOn\n        serviceType {\n          name\n          category\n          id\n        }\n        home {\n          city\n          state\n          region\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "172c9ed23c45ef11b95a01c14a440b6f";

export default node;
