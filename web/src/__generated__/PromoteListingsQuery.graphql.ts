/**
 * @generated SignedSource<<2c33fc07e29b1e32f2fb9d74eac6459f>>
 * @relayHash 2632a9872eadaf9722d046b084671c12
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 24e24a19fd0ddc33b5d6ec32c5a2e640c34b2770d8cacebc33472224d429eaac

import { ConcreteRequest } from 'relay-runtime';
export type ListingStatus = "LISTED" | "UNLISTED" | "%future added value";
export type PromoteListingsQuery$variables = Record<PropertyKey, never>;
export type PromoteListingsQuery$data = {
  readonly viewer: {
    readonly managedBuildings: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly databaseId: string;
          readonly id: string;
          readonly management: {
            readonly status: ListingStatus;
          } | null | undefined;
          readonly numBedrooms: number;
          readonly title: string;
        };
      }>;
    };
  };
};
export type PromoteListingsQuery = {
  response: PromoteListingsQuery$data;
  variables: PromoteListingsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
            "kind": "Literal",
            "name": "first",
            "value": 50
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
                    "name": "title",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "numBedrooms",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "BuildingManagement",
                    "kind": "LinkedField",
                    "name": "management",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "status",
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
        "storageKey": "managedBuildings(first:50)"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PromoteListingsQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PromoteListingsQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "2632a9872eadaf9722d046b084671c12",
    "id": "24e24a19fd0ddc33b5d6ec32c5a2e640c34b2770d8cacebc33472224d429eaac",
    "metadata": {},
    "name": "PromoteListingsQuery",
    "operationKind": "query",
    "text": "query PromoteListingsQuery {\n  viewer {\n    managedBuildings(first: 50) {\n      edges {\n        node {\n          id\n          databaseId\n          title\n          numBedrooms\n          management {\n            status\n          }\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "991e831b978684a1527ebb840c2446bd";

export default node;
