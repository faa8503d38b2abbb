/**
 * @generated SignedSource<<e90e9d1aef9eaee22e75f5a1cb980030>>
 * @relayHash b8da1984eec7e3a282412031db3848ce
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8c70c960abc58073ace152dff2a82533ff7043477a2b11ef108bc0c3c533b693

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BathroomRelation = "ATTACHED" | "JACK_JILL" | "NON_ATTACHED" | "WALKTHROUGH" | "%future added value";
export type BathroomType = "FULL" | "HALF_SHOWER" | "HALF_TOILET" | "HALF_TUB" | "THREE_QUARTER" | "%future added value";
export type WasherDryerCost = "COIN_OPERATED" | "FREE" | "%future added value";
export type WasherDryerLocation = "IN_UNIT" | "ON_PREMISE" | "%future added value";
export type UpdateBathroomInput = {
  bathroom: BathroomInput;
  bathroomId: string;
};
export type BathroomInput = {
  attachedBedroomId?: string | null | undefined;
  bathroomType?: BathroomType | null | undefined;
  relation?: BathroomRelation | null | undefined;
  washerDryerCost?: WasherDryerCost | null | undefined;
  washerDryerLocation?: WasherDryerLocation | null | undefined;
};
export type useUpdateBathroomMutation$variables = {
  input: UpdateBathroomInput;
};
export type useUpdateBathroomMutation$data = {
  readonly updateBathroom: {
    readonly building: {
      readonly databaseId: string;
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"EditListing_building">;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useUpdateBathroomMutation = {
  response: useUpdateBathroomMutation$data;
  variables: useUpdateBathroomMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
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
  "name": "message",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "UserError",
  "kind": "LinkedField",
  "name": "userErrors",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "field",
      "storageKey": null
    },
    (v4/*:: as any*/)
  ],
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "formatted",
  "storageKey": null
},
v8 = [
  (v7/*:: as any*/)
],
v9 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "cents",
    "storageKey": null
  },
  (v7/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdateBathroomMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "BathroomPayload",
        "kind": "LinkedField",
        "name": "updateBathroom",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Building",
            "kind": "LinkedField",
            "name": "building",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "EditListing_building"
              }
            ],
            "storageKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateBathroomMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "BathroomPayload",
        "kind": "LinkedField",
        "name": "updateBathroom",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Building",
            "kind": "LinkedField",
            "name": "building",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
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
                "name": "description",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "propertyType",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cityPage",
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
                "kind": "ScalarField",
                "name": "utilitiesIncluded",
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
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ConfigurationError",
                    "kind": "LinkedField",
                    "name": "configurationErrors",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "code",
                        "storageKey": null
                      },
                      (v4/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "BuildingPricing",
                    "kind": "LinkedField",
                    "name": "pricing",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "pricingMode",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CoManager",
                    "kind": "LinkedField",
                    "name": "coManagers",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "userDatabaseId",
                        "storageKey": null
                      },
                      (v6/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "email",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "permissionAreas",
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
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "fileId",
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
                    "selections": (v8/*:: as any*/),
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
                "concreteType": "Bedroom",
                "kind": "LinkedField",
                "name": "bedrooms",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "availableOn",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "sizeSqFt",
                    "storageKey": null
                  },
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
                        "selections": (v9/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Money",
                        "kind": "LinkedField",
                        "name": "utilities",
                        "plural": false,
                        "selections": (v9/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Money",
                        "kind": "LinkedField",
                        "name": "platformFee",
                        "plural": false,
                        "selections": (v9/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Money",
                        "kind": "LinkedField",
                        "name": "totalRent",
                        "plural": false,
                        "selections": (v8/*:: as any*/),
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
                "concreteType": "Bathroom",
                "kind": "LinkedField",
                "name": "bathrooms",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
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
                "concreteType": "ParkingSpot",
                "kind": "LinkedField",
                "name": "parkingSpots",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
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
                    "selections": (v9/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "b8da1984eec7e3a282412031db3848ce",
    "id": "8c70c960abc58073ace152dff2a82533ff7043477a2b11ef108bc0c3c533b693",
    "metadata": {},
    "name": "useUpdateBathroomMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateBathroomMutation(\n  $input: UpdateBathroomInput!\n) {\n  updateBathroom(input: $input) {\n    building {\n      id\n      databaseId\n      ...EditListing_building\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}\n\nfragment BathroomsSection_building on Building {\n  id\n  bathroomCount\n  bathrooms {\n    id\n    bathroomType\n    relation\n    washerDryerLocation\n    washerDryerCost\n  }\n}\n\nfragment BedroomsSection_building on Building {\n  id\n  bedrooms {\n    id\n    name\n    availableOn\n    sizeSqFt\n    features\n    rent {\n      base {\n        cents\n        formatted\n      }\n      utilities {\n        cents\n        formatted\n      }\n      platformFee {\n        cents\n        formatted\n      }\n      totalRent {\n        formatted\n      }\n    }\n  }\n}\n\nfragment CoManagersSection_building on Building {\n  id\n  management {\n    coManagers {\n      userDatabaseId\n      name\n      email\n      permissionAreas\n    }\n  }\n}\n\nfragment EditListing_building on Building {\n  id\n  databaseId\n  title\n  description\n  propertyType\n  cityPage\n  homeAmenities\n  storageTypes\n  petOptions\n  utilitiesIncluded\n  address {\n    street\n    city\n    state\n    zip\n  }\n  ...ListingStatusSection_building\n  ...PhotosSection_building\n  ...BedroomsSection_building\n  ...BathroomsSection_building\n  ...ParkingSection_building\n  ...PricingSection_building\n  ...CoManagersSection_building\n}\n\nfragment ListingCard_building on Building {\n  databaseId\n  title\n  address {\n    city\n    state\n  }\n  photos {\n    url\n    alt\n  }\n  priceRange {\n    min {\n      formatted\n    }\n  }\n  numBedrooms\n  bathroomCount\n  earliestAvailableDate\n}\n\nfragment ListingStatusSection_building on Building {\n  id\n  databaseId\n  title\n  management {\n    status\n    configurationErrors {\n      code\n      message\n    }\n  }\n  ...ListingCard_building\n}\n\nfragment ParkingSection_building on Building {\n  id\n  parkingSpots {\n    id\n    parkingType\n    parkingAccess\n    monthlyFee {\n      cents\n      formatted\n    }\n  }\n}\n\nfragment PhotosSection_building on Building {\n  id\n  databaseId\n  photos {\n    url\n    alt\n    fileId\n  }\n}\n\nfragment PricingSection_building on Building {\n  id\n  management {\n    pricing {\n      pricingMode\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c5c26272b81a4991f1f7b1ad6ecc9252";

export default node;
