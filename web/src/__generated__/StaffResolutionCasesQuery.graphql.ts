/**
 * @generated SignedSource<<5ea1041e698587087659d3d0e37145d1>>
 * @relayHash 3f5caaa72ee0de3030b39113b694c4bd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2c53f0f6d4da08cbb42101ebd5d67254d4caf90e8dcd2639cca38e8e19a4eb34

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ResolutionCaseStatus = "CLOSED" | "EVIDENCE_REQUIRED" | "OPEN" | "PENDING_FINALIZATION" | "PROPOSAL_ACCEPTED" | "RESOLVED" | "%future added value";
export type StaffResolutionCasesQuery$variables = {
  status?: ResolutionCaseStatus | null | undefined;
};
export type StaffResolutionCasesQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"StaffResolutionCases_viewer">;
  };
};
export type StaffResolutionCasesQuery = {
  response: StaffResolutionCasesQuery$data;
  variables: StaffResolutionCasesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "status"
  }
],
v1 = {
  "kind": "Variable",
  "name": "status",
  "variableName": "status"
},
v2 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 25
  },
  (v1/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "StaffResolutionCasesQuery",
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
            "args": [
              (v1/*:: as any*/)
            ],
            "kind": "FragmentSpread",
            "name": "StaffResolutionCases_viewer"
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
    "name": "StaffResolutionCasesQuery",
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
            "args": (v2/*:: as any*/),
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
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "id",
                        "storageKey": null
                      },
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
                        "name": "statusLabel",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "buildingName",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "bedroomName",
                        "storageKey": null
                      },
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
                        "name": "actionRequiredBy",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "escalation",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "ban",
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
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v2/*:: as any*/),
            "filters": [
              "status"
            ],
            "handle": "connection",
            "key": "StaffResolutionCases_resolutionCases",
            "kind": "LinkedHandle",
            "name": "resolutionCases"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "3f5caaa72ee0de3030b39113b694c4bd",
    "id": "2c53f0f6d4da08cbb42101ebd5d67254d4caf90e8dcd2639cca38e8e19a4eb34",
    "metadata": {},
    "name": "StaffResolutionCasesQuery",
    "operationKind": "query",
    "text": "query StaffResolutionCasesQuery(\n  $status: ResolutionCaseStatus\n) {\n  viewer {\n    ...StaffResolutionCases_viewer_lg5YC\n  }\n}\n\nfragment StaffResolutionCases_viewer_lg5YC on Viewer {\n  resolutionCases(first: 25, status: $status) {\n    edges {\n      node {\n        id\n        databaseId\n        kindLabel\n        statusLabel\n        buildingName\n        bedroomName\n        tenant {\n          firstName\n        }\n        actionRequiredBy\n        escalation\n        ban\n        createdAt\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "22b08eaf5589ad8b82212750919a4f4e";

export default node;
