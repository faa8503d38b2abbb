/**
 * @generated SignedSource<<c74183b22748a9fc68e3d38e01345a82>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CityPage = "ATLANTA" | "AUSTIN" | "CHARLOTTE" | "DALLAS_FORT_WORTH" | "DURHAM" | "RALEIGH" | "SAN_ANTONIO" | "TRIAD" | "%future added value";
export type HomeAmenity = "BALCONY" | "BASEMENT" | "BASKETBALL_COURT" | "BONUS_ROOM" | "CLUBHOUSE" | "DECK_PATIO" | "DOG_PARK" | "EV_CHARGERS" | "EXTRA_STORAGE" | "FENCED_YARD" | "FIREPLACE" | "GATED_COMMUNITY" | "GRANITE_COUNTERTOPS" | "GRILL" | "GYM" | "HARDWOOD_FLOORS" | "PACKAGE_LOCKERS" | "PANTRY" | "PLAYGROUND" | "POOL" | "PORCH" | "PUBLIC_TRANSPORT_NEARBY" | "RECENTLY_RENOVATED" | "SECURITY_GUARD" | "SECURITY_SYSTEM" | "STORAGE_SHED" | "TENNIS_COURT" | "UPDATED_APPLIANCES" | "%future added value";
export type PetOption = "CATS" | "LARGE_DOGS" | "SMALL_DOGS" | "%future added value";
export type PropertyType = "APARTMENT" | "CONDO" | "DUPLEX" | "OTHER" | "SFR" | "TOWNHOME" | "TRIPLEX" | "%future added value";
export type StorageType = "ADU" | "ATTIC" | "BASEMENT" | "BONUS_STORAGE_ROOM" | "CARPORT" | "GARAGE" | "GREENHOUSE_GARDEN" | "MUDROOM_ENTRYWAY" | "OUTDOOR_SHED_PANTRY" | "UNDER_STAIRS" | "UTILITY_ROOM_CRAWLSPACE" | "%future added value";
export type Utility = "AIR_CONDITIONING" | "ELECTRICITY" | "GAS" | "HEATING" | "INTERNET" | "TRASH_COLLECTION" | "WATER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type EditListing_building$data = {
  readonly address: {
    readonly city: string;
    readonly state: string;
    readonly street: string;
    readonly zip: string;
  };
  readonly cityPage: CityPage | null | undefined;
  readonly databaseId: string;
  readonly description: string;
  readonly homeAmenities: ReadonlyArray<HomeAmenity>;
  readonly id: string;
  readonly petOptions: ReadonlyArray<PetOption>;
  readonly propertyType: PropertyType;
  readonly storageTypes: ReadonlyArray<StorageType>;
  readonly title: string;
  readonly utilitiesIncluded: ReadonlyArray<Utility>;
  readonly " $fragmentSpreads": FragmentRefs<"BathroomsSection_building" | "BedroomsSection_building" | "CoManagersSection_building" | "ListingStatusSection_building" | "ParkingSection_building" | "PhotosSection_building" | "PricingSection_building">;
  readonly " $fragmentType": "EditListing_building";
};
export type EditListing_building$key = {
  readonly " $data"?: EditListing_building$data;
  readonly " $fragmentSpreads": FragmentRefs<"EditListing_building">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EditListing_building",
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "ListingStatusSection_building"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PhotosSection_building"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "BedroomsSection_building"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "BathroomsSection_building"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ParkingSection_building"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PricingSection_building"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CoManagersSection_building"
    }
  ],
  "type": "Building",
  "abstractKey": null
};

(node as any).hash = "0cd89a762216e2890595d58e0c90e22a";

export default node;
