/**
 * @generated SignedSource<<34d33c537c6d2b92e52c77307822a65b>>
 * @relayHash b46dbc097912427429fd29d024419725
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3b7116d13cd9d649ed2ce59c84c210e7da773224625c4d3a446dacd60ca07a4a

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ApplyForRoomQuery$variables = {
  databaseId: string;
};
export type ApplyForRoomQuery$data = {
  readonly listing: {
    readonly address: {
      readonly city: string;
      readonly state: string;
    };
    readonly databaseId: string;
    readonly title: string;
    readonly " $fragmentSpreads": FragmentRefs<"ApplicationForm_building">;
  } | null | undefined;
  readonly viewer: {
    readonly isGuest: boolean;
  };
};
export type ApplyForRoomQuery = {
  response: ApplyForRoomQuery$data;
  variables: ApplyForRoomQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "databaseId"
  }
],
v1 = {
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
      "kind": "ScalarField",
      "name": "isGuest",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v2 = [
  {
    "kind": "Variable",
    "name": "databaseId",
    "variableName": "databaseId"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "Address",
  "kind": "LinkedField",
  "name": "address",
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
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "formatted",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ApplyForRoomQuery",
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Building",
        "kind": "LinkedField",
        "name": "listing",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ApplicationForm_building"
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
    "name": "ApplyForRoomQuery",
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Building",
        "kind": "LinkedField",
        "name": "listing",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "petOptions",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Bedroom",
            "kind": "LinkedField",
            "name": "bedrooms",
            "plural": true,
            "selections": [
              (v6/*:: as any*/),
              (v3/*:: as any*/),
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
                "concreteType": "Money",
                "kind": "LinkedField",
                "name": "applicationFee",
                "plural": false,
                "selections": (v7/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "RentComponents",
                "kind": "LinkedField",
                "name": "rent",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Money",
                    "kind": "LinkedField",
                    "name": "base",
                    "plural": false,
                    "selections": (v7/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Money",
                    "kind": "LinkedField",
                    "name": "utilities",
                    "plural": false,
                    "selections": (v7/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Money",
                    "kind": "LinkedField",
                    "name": "platformFee",
                    "plural": false,
                    "selections": (v7/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Money",
                    "kind": "LinkedField",
                    "name": "totalRent",
                    "plural": false,
                    "selections": (v7/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "b46dbc097912427429fd29d024419725",
    "id": "3b7116d13cd9d649ed2ce59c84c210e7da773224625c4d3a446dacd60ca07a4a",
    "metadata": {},
    "name": "ApplyForRoomQuery",
    "operationKind": "query",
    "text": "query ApplyForRoomQuery(\n  $databaseId: String!\n) {\n  viewer {\n    isGuest\n  }\n  listing(databaseId: $databaseId) {\n    databaseId\n    title\n    address {\n      city\n      state\n    }\n    ...ApplicationForm_building\n    id\n  }\n}\n\nfragment ApplicationForm_building on Building {\n  petOptions\n  bedrooms {\n    id\n    databaseId\n    name\n    availableFrom\n    applicationFee {\n      formatted\n    }\n    rent {\n      base {\n        formatted\n      }\n      utilities {\n        formatted\n      }\n      platformFee {\n        formatted\n      }\n      totalRent {\n        formatted\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "bfffdb5d1e6d37db8d9880eee8f4106a";

export default node;
