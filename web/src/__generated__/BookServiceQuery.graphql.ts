/**
 * @generated SignedSource<<bade5ee952672d59df8e3fdeddf3acc5>>
 * @relayHash 3734c588137be1ca647ecb12c5fde755
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 36ca2d90567544851199fa1bf65f86df9509f9e831e3126c5ae4caa129fac304

import { ConcreteRequest } from 'relay-runtime';
export type BookServiceQuery$variables = {
  homes?: number | null | undefined;
};
export type BookServiceQuery$data = {
  readonly serviceTypes: ReadonlyArray<{
    readonly defaultPriceCents: number;
    readonly description: string;
    readonly id: string;
    readonly name: string;
  }>;
  readonly viewer: {
    readonly managedBuildings: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly databaseId: string;
          readonly id: string;
          readonly title: string;
        };
      }>;
    };
  };
};
export type BookServiceQuery = {
  response: BookServiceQuery$data;
  variables: BookServiceQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": 100,
    "kind": "LocalArgument",
    "name": "homes"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
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
        "args": [
          {
            "kind": "Variable",
            "name": "first",
            "variableName": "homes"
          }
        ],
        "concreteType": "BuildingConnection",
        "kind": "LinkedField",
        "name": "managedBuildings",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "BuildingEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Building",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
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
                    "name": "title",
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
    "args": [
      {
        "kind": "Literal",
        "name": "managerMayBook",
        "value": true
      }
    ],
    "concreteType": "ServiceType",
    "kind": "LinkedField",
    "name": "serviceTypes",
    "plural": true,
    "selections": [
      (v1/*:: as any*/),
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
        "name": "description",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "defaultPriceCents",
        "storageKey": null
      }
    ],
    "storageKey": "serviceTypes(managerMayBook:true)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "BookServiceQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "BookServiceQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "3734c588137be1ca647ecb12c5fde755",
    "id": "36ca2d90567544851199fa1bf65f86df9509f9e831e3126c5ae4caa129fac304",
    "metadata": {},
    "name": "BookServiceQuery",
    "operationKind": "query",
    "text": "query BookServiceQuery(\n  $homes: Int = 100\n) {\n  viewer {\n    managedBuildings(first: $homes) {\n      edges {\n        node {\n          id\n          databaseId\n          title\n        }\n      }\n    }\n  }\n  serviceTypes(managerMayBook: true) {\n    id\n    name\n    description\n    defaultPriceCents\n  }\n}\n"
  }
};
})();

(node as any).hash = "dca480fcb7fc1a1131d28a0abe7e07df";

export default node;
