/**
 * @generated SignedSource<<c8b86a13b23ef07a7f747fb85c2c5a01>>
 * @relayHash 600d92f94c15ad7e01824bece67067ed
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3b28aba4ae16dce245e2515fbba5523c9f75b87a8605a1eaac757bec5451f12c

import { ConcreteRequest } from 'relay-runtime';
export type AuditLogFilter = {
  actingAsId?: string | null | undefined;
  actorId?: string | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
};
export type StaffAuditQuery$variables = {
  after?: string | null | undefined;
  filter?: AuditLogFilter | null | undefined;
};
export type StaffAuditQuery$data = {
  readonly auditLog: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly actingAsDatabaseId: string | null | undefined;
        readonly actingAsEmail: string | null | undefined;
        readonly actingAsName: string | null | undefined;
        readonly actorDatabaseId: string;
        readonly actorEmail: string;
        readonly actorName: string | null | undefined;
        readonly id: string;
        readonly ip: string | null | undefined;
        readonly method: string;
        readonly occurredAt: string;
        readonly path: string;
        readonly requestId: string;
        readonly status: number;
        readonly summary: string;
      };
    }>;
    readonly pageInfo: {
      readonly endCursor: string | null | undefined;
      readonly hasNextPage: boolean;
    };
  };
};
export type StaffAuditQuery = {
  response: StaffAuditQuery$data;
  variables: StaffAuditQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "after"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "filter"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "after",
        "variableName": "after"
      },
      {
        "kind": "Variable",
        "name": "filter",
        "variableName": "filter"
      },
      {
        "kind": "Literal",
        "name": "first",
        "value": 50
      }
    ],
    "concreteType": "AuditLogEntryConnection",
    "kind": "LinkedField",
    "name": "auditLog",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "AuditLogEntryEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "AuditLogEntry",
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
                "name": "occurredAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "actorDatabaseId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "actorName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "actorEmail",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "actingAsDatabaseId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "actingAsName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "actingAsEmail",
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
                "name": "status",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "ip",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "summary",
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "endCursor",
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "StaffAuditQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "StaffAuditQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "600d92f94c15ad7e01824bece67067ed",
    "id": "3b28aba4ae16dce245e2515fbba5523c9f75b87a8605a1eaac757bec5451f12c",
    "metadata": {},
    "name": "StaffAuditQuery",
    "operationKind": "query",
    "text": "query StaffAuditQuery(\n  $filter: AuditLogFilter\n  $after: String\n) {\n  auditLog(filter: $filter, first: 50, after: $after) {\n    edges {\n      node {\n        id\n        occurredAt\n        actorDatabaseId\n        actorName\n        actorEmail\n        actingAsDatabaseId\n        actingAsName\n        actingAsEmail\n        method\n        path\n        status\n        ip\n        summary\n        requestId\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a86ede6cbfdab02fa6aac151e783a16d";

export default node;
