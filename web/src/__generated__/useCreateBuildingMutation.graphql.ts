/**
 * @generated SignedSource<<4a811f2279b97d376f381c6399855119>>
 * @relayHash b04c41805ce205d248ee4c7c0793345d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 91a659dc1579d5346f204d4e97ebdec1d20382db3e2698b9210824aa619e6c9f

import { ConcreteRequest } from 'relay-runtime';
export type AccessMethod = "KEYPAD" | "KEY_AT_LOCATION" | "LOCKBOX" | "NO_ACCESS_AVAILABLE" | "%future added value";
export type CityPage = "ATLANTA" | "AUSTIN" | "CHARLOTTE" | "DALLAS_FORT_WORTH" | "DURHAM" | "RALEIGH" | "SAN_ANTONIO" | "TRIAD" | "%future added value";
export type HomeAmenity = "BALCONY" | "BASEMENT" | "BASKETBALL_COURT" | "BONUS_ROOM" | "CLUBHOUSE" | "DECK_PATIO" | "DOG_PARK" | "EV_CHARGERS" | "EXTRA_STORAGE" | "FENCED_YARD" | "FIREPLACE" | "GATED_COMMUNITY" | "GRANITE_COUNTERTOPS" | "GRILL" | "GYM" | "HARDWOOD_FLOORS" | "PACKAGE_LOCKERS" | "PANTRY" | "PLAYGROUND" | "POOL" | "PORCH" | "PUBLIC_TRANSPORT_NEARBY" | "RECENTLY_RENOVATED" | "SECURITY_GUARD" | "SECURITY_SYSTEM" | "STORAGE_SHED" | "TENNIS_COURT" | "UPDATED_APPLIANCES" | "%future added value";
export type PetOption = "CATS" | "LARGE_DOGS" | "SMALL_DOGS" | "%future added value";
export type PropertyType = "APARTMENT" | "CONDO" | "DUPLEX" | "OTHER" | "SFR" | "TOWNHOME" | "TRIPLEX" | "%future added value";
export type StorageType = "ADU" | "ATTIC" | "BASEMENT" | "BONUS_STORAGE_ROOM" | "CARPORT" | "GARAGE" | "GREENHOUSE_GARDEN" | "MUDROOM_ENTRYWAY" | "OUTDOOR_SHED_PANTRY" | "UNDER_STAIRS" | "UTILITY_ROOM_CRAWLSPACE" | "%future added value";
export type Utility = "AIR_CONDITIONING" | "ELECTRICITY" | "GAS" | "HEATING" | "INTERNET" | "TRASH_COLLECTION" | "WATER" | "%future added value";
export type CreateBuildingInput = {
  accessMethod?: AccessMethod | null | undefined;
  address: AddressInput;
  cityPage?: CityPage | null | undefined;
  description?: string | null | undefined;
  homeAmenities?: ReadonlyArray<HomeAmenity> | null | undefined;
  idempotencyKey?: string | null | undefined;
  petOptions?: ReadonlyArray<PetOption> | null | undefined;
  propertyType: PropertyType;
  storageTypes?: ReadonlyArray<StorageType> | null | undefined;
  title: string;
  utilitiesIncluded?: ReadonlyArray<Utility> | null | undefined;
};
export type AddressInput = {
  city: string;
  state: string;
  street: string;
  zip: string;
};
export type useCreateBuildingMutation$variables = {
  input: CreateBuildingInput;
};
export type useCreateBuildingMutation$data = {
  readonly createBuilding: {
    readonly building: {
      readonly databaseId: string;
      readonly id: string;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useCreateBuildingMutation = {
  response: useCreateBuildingMutation$data;
  variables: useCreateBuildingMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "BuildingPayload",
    "kind": "LinkedField",
    "name": "createBuilding",
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
          }
        ],
        "storageKey": null
      },
      {
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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
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
    "name": "useCreateBuildingMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreateBuildingMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "b04c41805ce205d248ee4c7c0793345d",
    "id": "91a659dc1579d5346f204d4e97ebdec1d20382db3e2698b9210824aa619e6c9f",
    "metadata": {},
    "name": "useCreateBuildingMutation",
    "operationKind": "mutation",
    "text": "mutation useCreateBuildingMutation(\n  $input: CreateBuildingInput!\n) {\n  createBuilding(input: $input) {\n    building {\n      id\n      databaseId\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "438c07375ce9fed261803499048e912e";

export default node;
