/**
 * @generated SignedSource<<731dced9eee3addb6990a0140eb5cea7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type HomeAmenity = "BALCONY" | "BASEMENT" | "BASKETBALL_COURT" | "BONUS_ROOM" | "CLUBHOUSE" | "DECK_PATIO" | "DOG_PARK" | "EV_CHARGERS" | "EXTRA_STORAGE" | "FENCED_YARD" | "FIREPLACE" | "GATED_COMMUNITY" | "GRANITE_COUNTERTOPS" | "GRILL" | "GYM" | "HARDWOOD_FLOORS" | "PACKAGE_LOCKERS" | "PANTRY" | "PLAYGROUND" | "POOL" | "PORCH" | "PUBLIC_TRANSPORT_NEARBY" | "RECENTLY_RENOVATED" | "SECURITY_GUARD" | "SECURITY_SYSTEM" | "STORAGE_SHED" | "TENNIS_COURT" | "UPDATED_APPLIANCES" | "%future added value";
export type ParkingAccess = "CODE_REQUIRED" | "NONE_REQUIRED" | "PASS_REQUIRED" | "%future added value";
export type ParkingType = "GARAGE" | "NEIGHBORHOOD_LOT" | "OTHER" | "OUTDOOR" | "STREET_PARKING" | "%future added value";
export type PetOption = "CATS" | "LARGE_DOGS" | "SMALL_DOGS" | "%future added value";
export type StorageType = "ADU" | "ATTIC" | "BASEMENT" | "BONUS_STORAGE_ROOM" | "CARPORT" | "GARAGE" | "GREENHOUSE_GARDEN" | "MUDROOM_ENTRYWAY" | "OUTDOOR_SHED_PANTRY" | "UNDER_STAIRS" | "UTILITY_ROOM_CRAWLSPACE" | "%future added value";
export type Utility = "AIR_CONDITIONING" | "ELECTRICITY" | "GAS" | "HEATING" | "INTERNET" | "TRASH_COLLECTION" | "WATER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type HomeFeatures_building$data = {
  readonly homeAmenities: ReadonlyArray<HomeAmenity>;
  readonly parkingSpots: ReadonlyArray<{
    readonly id: string;
    readonly monthlyFee: {
      readonly cents: number;
      readonly formatted: string;
    } | null | undefined;
    readonly parkingAccess: ParkingAccess;
    readonly parkingType: ParkingType;
  }>;
  readonly petOptions: ReadonlyArray<PetOption>;
  readonly storageTypes: ReadonlyArray<StorageType>;
  readonly utilitiesIncluded: ReadonlyArray<Utility>;
  readonly " $fragmentType": "HomeFeatures_building";
};
export type HomeFeatures_building$key = {
  readonly " $data"?: HomeFeatures_building$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeFeatures_building">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HomeFeatures_building",
  "selections": [
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
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cents",
              "storageKey": null
            },
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
    }
  ],
  "type": "Building",
  "abstractKey": null
};

(node as any).hash = "bf8da51dc21730359608e1a81cfd2fd7";

export default node;
