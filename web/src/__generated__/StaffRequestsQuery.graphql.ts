/**
 * @generated SignedSource<<8fceb053c5121a42f2d0a833a04121f7>>
 * @relayHash 2c5ad379967c0e91c762eaeb554fef36
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0bd18b2bbddeb1dbcc10a38b0801d8cdfc307f1a624b6ff2d06c009cbf1595a0

import { ConcreteRequest } from 'relay-runtime';
export type HttpMethod = "DELETE" | "GET" | "HEAD" | "OPTIONS" | "PATCH" | "POST" | "PUT" | "%future added value";
export type HttpStatusClass = "STATUS_2XX" | "STATUS_3XX" | "STATUS_4XX" | "STATUS_5XX" | "%future added value";
export type BackendRequestFilter = {
  from?: string | null | undefined;
  impersonatedOnly?: boolean | null | undefined;
  method?: HttpMethod | null | undefined;
  pathPrefix?: string | null | undefined;
  statusClass?: HttpStatusClass | null | undefined;
  to?: string | null | undefined;
  userId?: string | null | undefined;
};
export type StaffRequestsQuery$variables = {
  filter?: BackendRequestFilter | null | undefined;
};
export type StaffRequestsQuery$data = {
  readonly backendRequests: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly currentWebsitePage: string | null | undefined;
        readonly durationMs: number;
        readonly id: string;
        readonly impersonatorEmail: string | null | undefined;
        readonly method: string;
        readonly occurredAt: string;
        readonly path: string;
        readonly requestId: string;
        readonly route: string | null | undefined;
        readonly status: number;
        readonly tokenType: string | null | undefined;
        readonly userEmail: string | null | undefined;
        readonly userId: string | null | undefined;
        readonly userRole: string | null | undefined;
      };
    }>;
    readonly pageInfo: {
      readonly hasNextPage: boolean;
    };
  };
};
export type StaffRequestsQuery = {
  response: StaffRequestsQuery$data;
  variables: StaffRequestsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "filter"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "filter",
        "variableName": "filter"
      },
      {
        "kind": "Literal",
        "name": "first",
        "value": 100
      }
    ],
    "concreteType": "BackendRequestConnection",
    "kind": "LinkedField",
    "name": "backendRequests",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "BackendRequestEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "BackendRequest",
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
                "name": "method",
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
                "name": "route",
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
                "name": "durationMs",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "occurredAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "userId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "userEmail",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "userRole",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "impersonatorEmail",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "tokenType",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "currentWebsitePage",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "requestId",
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
        "concreteType": "PageInfo",
        "kind": "LinkedField",
        "name": "pageInfo",
        "plural": false,
        "selections": [
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
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "StaffRequestsQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "StaffRequestsQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "2c5ad379967c0e91c762eaeb554fef36",
    "id": "0bd18b2bbddeb1dbcc10a38b0801d8cdfc307f1a624b6ff2d06c009cbf1595a0",
    "metadata": {},
    "name": "StaffRequestsQuery",
    "operationKind": "query",
    "text": "query StaffRequestsQuery(\n  $filter: BackendRequestFilter\n) {\n  backendRequests(filter: $filter, first: 100) {\n    edges {\n      node {\n        id\n        method\n        path\n        route\n        status\n        durationMs\n        occurredAt\n        userId\n        userEmail\n        userRole\n        impersonatorEmail\n        tokenType\n        currentWebsitePage\n        requestId\n      }\n    }\n    pageInfo {\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "cf05e399428beaf18daeec345b7c65c3";

export default node;
