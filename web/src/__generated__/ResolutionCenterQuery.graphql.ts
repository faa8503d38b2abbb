/**
 * @generated SignedSource<<1bf8e9186802e9ab9420d50807d619b1>>
 * @relayHash 7847c9785a95ed3e1134a0708a034849
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c06ae6d2c5ac50a986f29b0a73dfc635b27406e20426ad2a9ee384c2859d2e6f

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ResolutionCaseKind = "TENANT_DEPOSIT_RETURN_DISPUTE" | "TENANT_ELT" | "TENANT_ELT_MILITARY" | "TENANT_ROOM_SWITCH" | "%future added value";
export type UserRole = "MANAGER" | "TENANT" | "VENDOR" | "%future added value";
export type ResolutionCenterQuery$variables = Record<PropertyKey, never>;
export type ResolutionCenterQuery$data = {
  readonly resolutionCaseCategories: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly types: ReadonlyArray<{
      readonly description: string;
      readonly evidenceRequired: boolean;
      readonly kind: ResolutionCaseKind;
      readonly name: string;
    }>;
  }>;
  readonly viewer: {
    readonly currentRole: UserRole | null | undefined;
    readonly isGuest: boolean;
    readonly resolutionCaseLeaseOptions: ReadonlyArray<{
      readonly bedroomName: string | null | undefined;
      readonly buildingName: string;
      readonly deposit: {
        readonly deductionsTotal: {
          readonly cents: number;
          readonly formatted: string;
        };
        readonly disputable: {
          readonly cents: number;
          readonly formatted: string;
        };
      } | null | undefined;
      readonly lifecycleId: string;
      readonly moveInDate: string;
      readonly moveOutDate: string;
      readonly openCaseKinds: ReadonlyArray<ResolutionCaseKind>;
      readonly switchableBedrooms: ReadonlyArray<{
        readonly bedroomId: string;
        readonly name: string;
      }>;
    }>;
    readonly " $fragmentSpreads": FragmentRefs<"ResolutionCenterList_viewer">;
  };
};
export type ResolutionCenterQuery = {
  response: ResolutionCenterQuery$data;
  variables: ResolutionCenterQuery$variables;
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
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "buildingName",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "bedroomName",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "cents",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "formatted",
    "storageKey": null
  }
],
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "CaseLeaseOption",
  "kind": "LinkedField",
  "name": "resolutionCaseLeaseOptions",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lifecycleId",
      "storageKey": null
    },
    (v2/*:: as any*/),
    (v3/*:: as any*/),
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
      "concreteType": "CaseBedroomOption",
      "kind": "LinkedField",
      "name": "switchableBedrooms",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "bedroomId",
          "storageKey": null
        },
        (v4/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CaseDepositOption",
      "kind": "LinkedField",
      "name": "deposit",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "deductionsTotal",
          "plural": false,
          "selections": (v5/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "disputable",
          "plural": false,
          "selections": (v5/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "openCaseKinds",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "evidenceRequired",
  "storageKey": null
},
v11 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 20
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ResolutionCenterQuery",
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
          (v6/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ResolutionCenterList_viewer"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ResolutionCaseCategory",
        "kind": "LinkedField",
        "name": "resolutionCaseCategories",
        "plural": true,
        "selections": [
          (v7/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ResolutionCaseType",
            "kind": "LinkedField",
            "name": "types",
            "plural": true,
            "selections": [
              (v8/*:: as any*/),
              (v4/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/)
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
    "name": "ResolutionCenterQuery",
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
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": (v11/*:: as any*/),
            "concreteType": "ResolutionCaseConnection",
            "kind": "LinkedField",
            "name": "resolutionCases",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ResolutionCaseEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ResolutionCase",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v7/*:: as any*/),
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
                        "name": "kindLabel",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "status",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "actionRequiredBy",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "viewerRole",
                        "storageKey": null
                      },
                      (v2/*:: as any*/),
                      (v3/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "CasePerson",
                        "kind": "LinkedField",
                        "name": "tenant",
                        "plural": false,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "firstName",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "updatedAt",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "__typename",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "cursor",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PageInfo",
                "kind": "LinkedField",
                "name": "pageInfo",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "endCursor",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "hasNextPage",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "resolutionCases(first:20)"
          },
          {
            "alias": null,
            "args": (v11/*:: as any*/),
            "filters": [],
            "handle": "connection",
            "key": "ResolutionCenter_resolutionCases",
            "kind": "LinkedHandle",
            "name": "resolutionCases"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ResolutionCaseCategory",
        "kind": "LinkedField",
        "name": "resolutionCaseCategories",
        "plural": true,
        "selections": [
          (v7/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ResolutionCaseType",
            "kind": "LinkedField",
            "name": "types",
            "plural": true,
            "selections": [
              (v8/*:: as any*/),
              (v4/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v7/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "7847c9785a95ed3e1134a0708a034849",
    "id": "c06ae6d2c5ac50a986f29b0a73dfc635b27406e20426ad2a9ee384c2859d2e6f",
    "metadata": {},
    "name": "ResolutionCenterQuery",
    "operationKind": "query",
    "text": "query ResolutionCenterQuery {\n  viewer {\n    isGuest\n    currentRole\n    resolutionCaseLeaseOptions {\n      lifecycleId\n      buildingName\n      bedroomName\n      moveInDate\n      moveOutDate\n      switchableBedrooms {\n        bedroomId\n        name\n      }\n      deposit {\n        deductionsTotal {\n          cents\n          formatted\n        }\n        disputable {\n          cents\n          formatted\n        }\n      }\n      openCaseKinds\n    }\n    ...ResolutionCenterList_viewer\n  }\n  resolutionCaseCategories {\n    id\n    name\n    types {\n      kind\n      name\n      description\n      evidenceRequired\n      id\n    }\n  }\n}\n\nfragment CaseRow_case on ResolutionCase {\n  databaseId\n  kindLabel\n  status\n  actionRequiredBy\n  viewerRole\n  buildingName\n  bedroomName\n  tenant {\n    firstName\n  }\n  updatedAt\n}\n\nfragment ResolutionCenterList_viewer on Viewer {\n  resolutionCases(first: 20) {\n    edges {\n      node {\n        id\n        ...CaseRow_case\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "17bea80901fde4dbe713d6fc50b9cd71";

export default node;
