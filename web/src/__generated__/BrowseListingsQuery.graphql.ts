/**
 * @generated SignedSource<<bb189e976727ef7efb905183e9205595>>
 * @relayHash 19160f06dee5fef32143a974c6c3b667
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fe8be95bb1c92a83b4b3ad38c3380ce6f820686d5690ca2ee9f2b58d8601e187

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CityPage = "ATLANTA" | "AUSTIN" | "CHARLOTTE" | "DALLAS_FORT_WORTH" | "DURHAM" | "RALEIGH" | "SAN_ANTONIO" | "TRIAD" | "%future added value";
export type ListingSort = "BUDGET_ASC" | "MOVE_IN_DATE_ASC" | "NUM_BEDROOMS_ASC" | "RECOMMENDED" | "%future added value";
export type PetOption = "CATS" | "LARGE_DOGS" | "SMALL_DOGS" | "%future added value";
export type ListingFilter = {
  cityPage?: CityPage | null | undefined;
  maxBudgetCents?: number | null | undefined;
  minBudgetCents?: number | null | undefined;
  moveInDate?: string | null | undefined;
  numBedrooms?: number | null | undefined;
  pets?: ReadonlyArray<PetOption> | null | undefined;
};
export type BrowseListingsQuery$variables = {
  filter?: ListingFilter | null | undefined;
  sort?: ListingSort | null | undefined;
};
export type BrowseListingsQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ListingResults_query">;
};
export type BrowseListingsQuery = {
  response: BrowseListingsQuery$data;
  variables: BrowseListingsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "filter"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "sort"
  }
],
v1 = {
  "kind": "Variable",
  "name": "filter",
  "variableName": "filter"
},
v2 = {
  "kind": "Variable",
  "name": "sort",
  "variableName": "sort"
},
v3 = [
  (v1/*:: as any*/),
  {
    "kind": "Literal",
    "name": "first",
    "value": 12
  },
  (v2/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "BrowseListingsQuery",
    "selections": [
      {
        "args": [
          (v1/*:: as any*/),
          (v2/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "ListingResults_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "BrowseListingsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "BuildingConnection",
        "kind": "LinkedField",
        "name": "listings",
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
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Photo",
                    "kind": "LinkedField",
                    "name": "photos",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "url",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "alt",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PriceRange",
                    "kind": "LinkedField",
                    "name": "priceRange",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Money",
                        "kind": "LinkedField",
                        "name": "min",
                        "plural": false,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "formatted",
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
                    "kind": "ScalarField",
                    "name": "numBedrooms",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "bathroomCount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "earliestAvailableDate",
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
        "args": (v3/*:: as any*/),
        "filters": [
          "filter",
          "sort"
        ],
        "handle": "connection",
        "key": "ListingResults_listings",
        "kind": "LinkedHandle",
        "name": "listings"
      }
    ]
  },
  "params": {
    "cacheID": "19160f06dee5fef32143a974c6c3b667",
    "id": "fe8be95bb1c92a83b4b3ad38c3380ce6f820686d5690ca2ee9f2b58d8601e187",
    "metadata": {},
    "name": "BrowseListingsQuery",
    "operationKind": "query",
    "text": "query BrowseListingsQuery(\n  $filter: ListingFilter\n  $sort: ListingSort\n) {\n  ...ListingResults_query_3efXam\n}\n\nfragment ListingCard_building on Building {\n  databaseId\n  title\n  address {\n    city\n    state\n  }\n  photos {\n    url\n    alt\n  }\n  priceRange {\n    min {\n      formatted\n    }\n  }\n  numBedrooms\n  bathroomCount\n  earliestAvailableDate\n}\n\nfragment ListingResults_query_3efXam on Query {\n  listings(first: 12, filter: $filter, sort: $sort) {\n    edges {\n      node {\n        id\n        ...ListingCard_building\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8153f4a2fb194501b164a9cc7f302c0d";

export default node;
