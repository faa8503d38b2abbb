/**
 * @generated SignedSource<<6f42094def37dd72f60f82585af71279>>
 * @relayHash 800f7c3cb99515c37a5b61557b67337c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8d25635665d558e27fdf6cb23fb8b14a8039a506bf88d684987433a7d6c3e761

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ManagerOverviewQuery$variables = Record<PropertyKey, never>;
export type ManagerOverviewQuery$data = {
  readonly viewer: {
    readonly billing: {
      readonly ledger: {
        readonly monthlyTotals: ReadonlyArray<{
          readonly charged: {
            readonly formatted: string;
          };
          readonly collected: {
            readonly formatted: string;
          };
          readonly month: string;
        }>;
      };
    } | null | undefined;
    readonly managerOverview: {
      readonly applicantsWaitingCount: number;
      readonly asOf: string;
      readonly bedroomCount: number;
      readonly homes: ReadonlyArray<{
        readonly buildingId: string;
      }>;
      readonly occupiedBedroomCount: number;
      readonly openTicketCount: number;
      readonly overdue: {
        readonly cents: number;
        readonly formatted: string;
      } | null | undefined;
      readonly overdueInvoiceCount: number | null | undefined;
      readonly vacantBedroomCount: number;
      readonly " $fragmentSpreads": FragmentRefs<"OverviewHomes_overview">;
    } | null | undefined;
  };
};
export type ManagerOverviewQuery = {
  response: ManagerOverviewQuery$data;
  variables: ManagerOverviewQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "asOf",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "bedroomCount",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "occupiedBedroomCount",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "vacantBedroomCount",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "applicantsWaitingCount",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "openTicketCount",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "formatted",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "overdue",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "cents",
      "storageKey": null
    },
    (v6/*:: as any*/)
  ],
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "overdueInvoiceCount",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "buildingId",
  "storageKey": null
},
v10 = [
  (v6/*:: as any*/)
],
v11 = {
  "alias": null,
  "args": null,
  "concreteType": "Billing",
  "kind": "LinkedField",
  "name": "billing",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Ledger",
      "kind": "LinkedField",
      "name": "ledger",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": [
            {
              "kind": "Literal",
              "name": "months",
              "value": 2
            }
          ],
          "concreteType": "LedgerMonth",
          "kind": "LinkedField",
          "name": "monthlyTotals",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "month",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "Money",
              "kind": "LinkedField",
              "name": "charged",
              "plural": false,
              "selections": (v10/*:: as any*/),
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "Money",
              "kind": "LinkedField",
              "name": "collected",
              "plural": false,
              "selections": (v10/*:: as any*/),
              "storageKey": null
            }
          ],
          "storageKey": "monthlyTotals(months:2)"
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ManagerOverviewQuery",
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
            "concreteType": "ManagerOverview",
            "kind": "LinkedField",
            "name": "managerOverview",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ManagerOverviewHome",
                "kind": "LinkedField",
                "name": "homes",
                "plural": true,
                "selections": [
                  (v9/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "OverviewHomes_overview"
              }
            ],
            "storageKey": null
          },
          (v11/*:: as any*/)
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
    "name": "ManagerOverviewQuery",
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
            "concreteType": "ManagerOverview",
            "kind": "LinkedField",
            "name": "managerOverview",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ManagerOverviewHome",
                "kind": "LinkedField",
                "name": "homes",
                "plural": true,
                "selections": [
                  (v9/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "buildingDatabaseId",
                    "storageKey": null
                  },
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
                    "name": "isListed",
                    "storageKey": null
                  },
                  (v1/*:: as any*/),
                  (v2/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "VacantBedroom",
                    "kind": "LinkedField",
                    "name": "vacantBedrooms",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "bedroomId",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "name",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "availableFrom",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "leasedFrom",
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
          (v11/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "800f7c3cb99515c37a5b61557b67337c",
    "id": "8d25635665d558e27fdf6cb23fb8b14a8039a506bf88d684987433a7d6c3e761",
    "metadata": {},
    "name": "ManagerOverviewQuery",
    "operationKind": "query",
    "text": "query ManagerOverviewQuery {\n  viewer {\n    managerOverview {\n      asOf\n      bedroomCount\n      occupiedBedroomCount\n      vacantBedroomCount\n      applicantsWaitingCount\n      openTicketCount\n      overdue {\n        cents\n        formatted\n      }\n      overdueInvoiceCount\n      homes {\n        buildingId\n      }\n      ...OverviewHomes_overview\n    }\n    billing {\n      ledger {\n        monthlyTotals(months: 2) {\n          month\n          charged {\n            formatted\n          }\n          collected {\n            formatted\n          }\n        }\n      }\n    }\n  }\n}\n\nfragment OverviewHomes_overview on ManagerOverview {\n  asOf\n  homes {\n    buildingId\n    buildingDatabaseId\n    title\n    isListed\n    bedroomCount\n    occupiedBedroomCount\n    applicantsWaitingCount\n    openTicketCount\n    vacantBedrooms {\n      bedroomId\n      name\n      availableFrom\n      leasedFrom\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "43affacbadc8e8720bbc10b0f5b56cd2";

export default node;
