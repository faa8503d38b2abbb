/**
 * @generated SignedSource<<a2c67d81886de58dd98182f7f670a0f5>>
 * @relayHash 65f3ff2e55478037b9dcf4e0c3b720d7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 272de71cab8b40566b7b7402be7730b731216ba08fb7a84d9b3da7e449578e85

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AccessMethod = "KEYPAD" | "KEY_AT_LOCATION" | "LOCKBOX" | "NO_ACCESS_AVAILABLE" | "%future added value";
export type CityPage = "ATLANTA" | "AUSTIN" | "CHARLOTTE" | "DALLAS_FORT_WORTH" | "DURHAM" | "RALEIGH" | "SAN_ANTONIO" | "TRIAD" | "%future added value";
export type HomeAmenity = "BALCONY" | "BASEMENT" | "BASKETBALL_COURT" | "BONUS_ROOM" | "CLUBHOUSE" | "DECK_PATIO" | "DOG_PARK" | "EV_CHARGERS" | "EXTRA_STORAGE" | "FENCED_YARD" | "FIREPLACE" | "GATED_COMMUNITY" | "GRANITE_COUNTERTOPS" | "GRILL" | "GYM" | "HARDWOOD_FLOORS" | "PACKAGE_LOCKERS" | "PANTRY" | "PLAYGROUND" | "POOL" | "PORCH" | "PUBLIC_TRANSPORT_NEARBY" | "RECENTLY_RENOVATED" | "SECURITY_GUARD" | "SECURITY_SYSTEM" | "STORAGE_SHED" | "TENNIS_COURT" | "UPDATED_APPLIANCES" | "%future added value";
export type PetOption = "CATS" | "LARGE_DOGS" | "SMALL_DOGS" | "%future added value";
export type PropertyType = "APARTMENT" | "CONDO" | "DUPLEX" | "OTHER" | "SFR" | "TOWNHOME" | "TRIPLEX" | "%future added value";
export type StorageType = "ADU" | "ATTIC" | "BASEMENT" | "BONUS_STORAGE_ROOM" | "CARPORT" | "GARAGE" | "GREENHOUSE_GARDEN" | "MUDROOM_ENTRYWAY" | "OUTDOOR_SHED_PANTRY" | "UNDER_STAIRS" | "UTILITY_ROOM_CRAWLSPACE" | "%future added value";
export type Utility = "AIR_CONDITIONING" | "ELECTRICITY" | "GAS" | "HEATING" | "INTERNET" | "TRASH_COLLECTION" | "WATER" | "%future added value";
export type UpdateBuildingInput = {
  accessMethod?: AccessMethod | null | undefined;
  address?: AddressInput | null | undefined;
  buildingId: string;
  cityPage?: CityPage | null | undefined;
  description?: string | null | undefined;
  homeAmenities?: ReadonlyArray<HomeAmenity> | null | undefined;
  petOptions?: ReadonlyArray<PetOption> | null | undefined;
  photoUrls?: ReadonlyArray<string> | null | undefined;
  propertyType?: PropertyType | null | undefined;
  storageTypes?: ReadonlyArray<StorageType> | null | undefined;
  title?: string | null | undefined;
  utilitiesIncluded?: ReadonlyArray<Utility> | null | undefined;
};
export type AddressInput = {
  city: string;
  state: string;
  street: string;
  zip: string;
};
export type useUpdateBuildingMutation$variables = {
  input: UpdateBuildingInput;
};
export type useUpdateBuildingMutation$data = {
  readonly updateBuilding: {
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
export type useUpdateBuildingMutation = {
  response: useUpdateBuildingMutation$data;
  variables: useUpdateBuildingMutation$variables;
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
    "name": "useUpdateBuildingMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "BuildingPayload",
        "kind": "LinkedField",
        "name": "updateBuilding",
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
    "name": "useUpdateBuildingMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "BuildingPayload",
        "kind": "LinkedField",
        "name": "updateBuilding",
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
    "cacheID": "65f3ff2e55478037b9dcf4e0c3b720d7",
    "id": "272de71cab8b40566b7b7402be7730b731216ba08fb7a84d9b3da7e449578e85",
    "metadata": {},
    "name": "useUpdateBuildingMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateBuildingMutation(\n  $input: UpdateBuildingInput!\n) {\n  updateBuilding(input: $input) {\n    building {\n      id\n      databaseId\n      ...EditListing_building\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}\n\nfragment BathroomsSection_building on Building {\n  id\n  bathroomCount\n  bathrooms {\n    id\n    bathroomType\n    relation\n    washerDryerLocation\n    washerDryerCost\n  }\n}\n\nfragment BedroomsSection_building on Building {\n  id\n  bedrooms {\n    id\n    name\n    availableOn\n    sizeSqFt\n    features\n    rent {\n      base {\n        cents\n        formatted\n      }\n      utilities {\n        cents\n        formatted\n      }\n      platformFee {\n        cents\n        formatted\n      }\n      totalRent {\n        formatted\n      }\n    }\n  }\n}\n\nfragment CoManagersSection_building on Building {\n  id\n  management {\n    coManagers {\n      userDatabaseId\n      name\n      email\n      permissionAreas\n    }\n  }\n}\n\nfragment EditListing_building on Building {\n  id\n  databaseId\n  title\n  description\n  propertyType\n  cityPage\n  homeAmenities\n  storageTypes\n  petOptions\n  utilitiesIncluded\n  address {\n    street\n    city\n    state\n    zip\n  }\n  ...ListingStatusSection_building\n  ...PhotosSection_building\n  ...BedroomsSection_building\n  ...BathroomsSection_building\n  ...ParkingSection_building\n  ...PricingSection_building\n  ...CoManagersSection_building\n}\n\nfragment ListingCard_building on Building {\n  databaseId\n  title\n  address {\n    city\n    state\n  }\n  photos {\n    url\n    alt\n  }\n  priceRange {\n    min {\n      formatted\n    }\n  }\n  numBedrooms\n  bathroomCount\n  earliestAvailableDate\n}\n\nfragment ListingStatusSection_building on Building {\n  id\n  databaseId\n  title\n  management {\n    status\n    configurationErrors {\n      code\n      message\n    }\n  }\n  ...ListingCard_building\n}\n\nfragment ParkingSection_building on Building {\n  id\n  parkingSpots {\n    id\n    parkingType\n    parkingAccess\n    monthlyFee {\n      cents\n      formatted\n    }\n  }\n}\n\nfragment PhotosSection_building on Building {\n  id\n  databaseId\n  photos {\n    url\n    alt\n    fileId\n  }\n}\n\nfragment PricingSection_building on Building {\n  id\n  management {\n    pricing {\n      pricingMode\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "34c36d77f54305f0e62e2e43151388d7";

export default node;
