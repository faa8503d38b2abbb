/**
 * @generated SignedSource<<8ce1d09bc8feee6ab724e34c2652ac17>>
 * @relayHash 5fe2fa00fbb06524f1a9dd321345fa07
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e18175c6492af8edda80eb6ab2832eb424465b6203c9efd68f720f2f1d0236b8

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PropertyType = "APARTMENT" | "CONDO" | "DUPLEX" | "OTHER" | "SFR" | "TOWNHOME" | "TRIPLEX" | "%future added value";
export type ListingDetailQuery$variables = {
  databaseId: string;
};
export type ListingDetailQuery$data = {
  readonly listing: {
    readonly address: {
      readonly city: string;
      readonly state: string;
      readonly street: string;
      readonly zip: string;
    };
    readonly bathroomCount: number;
    readonly bedrooms: ReadonlyArray<{
      readonly availableFrom: string;
      readonly databaseId: string;
      readonly name: string;
      readonly rent: {
        readonly totalRent: {
          readonly cents: number;
        };
      };
    }>;
    readonly databaseId: string;
    readonly description: string;
    readonly earliestAvailableDate: string | null | undefined;
    readonly numBedrooms: number;
    readonly priceRange: {
      readonly max: {
        readonly formatted: string;
      };
      readonly min: {
        readonly formatted: string;
      };
    } | null | undefined;
    readonly propertyType: PropertyType;
    readonly title: string;
    readonly " $fragmentSpreads": FragmentRefs<"BathroomList_building" | "BedroomList_building" | "CompatibilityCard_building" | "HomeFeatures_building" | "PhotoGallery_building" | "SaveListingButton_building">;
  } | null | undefined;
  readonly viewer: {
    readonly isGuest: boolean;
  };
};
export type ListingDetailQuery = {
  response: ListingDetailQuery$data;
  variables: ListingDetailQuery$variables;
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
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "propertyType",
  "storageKey": null
},
v7 = {
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
      "name": "street",
      "storageKey": null
    },
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "zip",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "numBedrooms",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "bathroomCount",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "earliestAvailableDate",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "formatted",
  "storageKey": null
},
v12 = [
  (v11/*:: as any*/)
],
v13 = {
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
      "selections": (v12/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "max",
      "plural": false,
      "selections": (v12/*:: as any*/),
      "storageKey": null
    }
  ],
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "availableFrom",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cents",
  "storageKey": null
},
v17 = [
  (v16/*:: as any*/),
  (v11/*:: as any*/)
],
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ListingDetailQuery",
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
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v13/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Bedroom",
            "kind": "LinkedField",
            "name": "bedrooms",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
              (v14/*:: as any*/),
              (v15/*:: as any*/),
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
                    "name": "totalRent",
                    "plural": false,
                    "selections": [
                      (v16/*:: as any*/)
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
            "args": null,
            "kind": "FragmentSpread",
            "name": "PhotoGallery_building"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "SaveListingButton_building"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "BedroomList_building"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "BathroomList_building"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "HomeFeatures_building"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CompatibilityCard_building"
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
    "name": "ListingDetailQuery",
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
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v13/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Bedroom",
            "kind": "LinkedField",
            "name": "bedrooms",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
              (v14/*:: as any*/),
              (v15/*:: as any*/),
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
                    "name": "totalRent",
                    "plural": false,
                    "selections": (v17/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Money",
                    "kind": "LinkedField",
                    "name": "base",
                    "plural": false,
                    "selections": (v12/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Money",
                    "kind": "LinkedField",
                    "name": "utilities",
                    "plural": false,
                    "selections": (v12/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Money",
                    "kind": "LinkedField",
                    "name": "platformFee",
                    "plural": false,
                    "selections": (v12/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              (v18/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "features",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "sizeSqFt",
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
          (v18/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isSaved",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Bathroom",
            "kind": "LinkedField",
            "name": "bathrooms",
            "plural": true,
            "selections": [
              (v18/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "bathroomType",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "relation",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "countingWeight",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "washerDryerLocation",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "washerDryerCost",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "homeAmenities",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "utilitiesIncluded",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "storageTypes",
            "storageKey": null
          },
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
            "concreteType": "ParkingSpot",
            "kind": "LinkedField",
            "name": "parkingSpots",
            "plural": true,
            "selections": [
              (v18/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "parkingType",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "parkingAccess",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Money",
                "kind": "LinkedField",
                "name": "monthlyFee",
                "plural": false,
                "selections": (v17/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "RoommateCompatibility",
            "kind": "LinkedField",
            "name": "compatibility",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "score",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "reason",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "housemateCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "CompatibilityExplanation",
                "kind": "LinkedField",
                "name": "explanations",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "tone",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "text",
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
    ]
  },
  "params": {
    "cacheID": "5fe2fa00fbb06524f1a9dd321345fa07",
    "id": "e18175c6492af8edda80eb6ab2832eb424465b6203c9efd68f720f2f1d0236b8",
    "metadata": {},
    "name": "ListingDetailQuery",
    "operationKind": "query",
    "text": "query ListingDetailQuery(\n  $databaseId: String!\n) {\n  viewer {\n    isGuest\n  }\n  listing(databaseId: $databaseId) {\n    databaseId\n    title\n    description\n    propertyType\n    address {\n      street\n      city\n      state\n      zip\n    }\n    numBedrooms\n    bathroomCount\n    earliestAvailableDate\n    priceRange {\n      min {\n        formatted\n      }\n      max {\n        formatted\n      }\n    }\n    bedrooms {\n      databaseId\n      name\n      availableFrom\n      rent {\n        totalRent {\n          cents\n        }\n      }\n      id\n    }\n    ...PhotoGallery_building\n    ...SaveListingButton_building\n    ...BedroomList_building\n    ...BathroomList_building\n    ...HomeFeatures_building\n    ...CompatibilityCard_building\n    id\n  }\n}\n\nfragment BathroomList_building on Building {\n  bathroomCount\n  bathrooms {\n    id\n    bathroomType\n    relation\n    countingWeight\n    washerDryerLocation\n    washerDryerCost\n  }\n}\n\nfragment BedroomList_building on Building {\n  databaseId\n  bedrooms {\n    id\n    databaseId\n    name\n    features\n    availableFrom\n    sizeSqFt\n    rent {\n      base {\n        formatted\n      }\n      utilities {\n        formatted\n      }\n      platformFee {\n        formatted\n      }\n      totalRent {\n        formatted\n      }\n    }\n  }\n}\n\nfragment CompatibilityCard_building on Building {\n  databaseId\n  compatibility {\n    score\n    reason\n    housemateCount\n    explanations {\n      tone\n      text\n    }\n  }\n}\n\nfragment HomeFeatures_building on Building {\n  homeAmenities\n  utilitiesIncluded\n  storageTypes\n  petOptions\n  parkingSpots {\n    id\n    parkingType\n    parkingAccess\n    monthlyFee {\n      cents\n      formatted\n    }\n  }\n}\n\nfragment PhotoGallery_building on Building {\n  photos {\n    url\n    alt\n  }\n}\n\nfragment SaveListingButton_building on Building {\n  id\n  databaseId\n  isSaved\n}\n"
  }
};
})();

(node as any).hash = "115fcd34dab2b1c5f8baf0e57aa654ee";

export default node;
