/**
 * @generated SignedSource<<a8bf317f84ae4b4e102017d3d18ef8a6>>
 * @relayHash 7a357ca5e4e8da37ba20309aaed18c3c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c3fc007132e2c563b6e31c270ab58a772dd7a26d633b66280f3c0fd35b67ca12

import { ConcreteRequest } from 'relay-runtime';
export type VendorServiceCategory = "APPLICANT_TOURS" | "BEDROOM_TURNOVER_CLEANING" | "HARDWARE_INSTALLATION" | "INTERIOR_PAINTING" | "MARKETING_PHOTOGRAPHY_VIDEOGRAPHY" | "PROPERTY_INSPECTIONS" | "SMALL_REPAIRS" | "SPECIALIZED_CLEANING" | "%future added value";
export type BookServiceQuery$variables = {
  homes?: number | null | undefined;
};
export type BookServiceQuery$data = {
  readonly serviceTypes: ReadonlyArray<{
    readonly category: VendorServiceCategory;
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
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "category",
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
    "cacheID": "7a357ca5e4e8da37ba20309aaed18c3c",
    "id": "c3fc007132e2c563b6e31c270ab58a772dd7a26d633b66280f3c0fd35b67ca12",
    "metadata": {},
    "name": "BookServiceQuery",
    "operationKind": "query",
    "text": "query BookServiceQuery(\n  $homes: Int = 100\n) {\n  viewer {\n    managedBuildings(first: $homes) {\n      edges {\n        node {\n          id\n          databaseId\n          title\n        }\n      }\n    }\n  }\n  serviceTypes(managerMayBook: true) {\n    id\n    name\n    description\n    defaultPriceCents\n    category\n  }\n}\n"
  }
};
})();

(node as any).hash = "ee4585911ddd27a5bb9f2172833a0b14";

export default node;
