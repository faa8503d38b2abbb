/**
 * @generated SignedSource<<934258d3a08a165c096c990cc7b33c29>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ParkingAccess = "CODE_REQUIRED" | "NONE_REQUIRED" | "PASS_REQUIRED" | "%future added value";
export type ParkingType = "GARAGE" | "NEIGHBORHOOD_LOT" | "OTHER" | "OUTDOOR" | "STREET_PARKING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ParkingSection_building$data = {
  readonly id: string;
  readonly parkingSpots: ReadonlyArray<{
    readonly id: string;
    readonly monthlyFee: {
      readonly cents: number;
      readonly formatted: string;
    } | null | undefined;
    readonly parkingAccess: ParkingAccess;
    readonly parkingType: ParkingType;
  }>;
  readonly " $fragmentType": "ParkingSection_building";
};
export type ParkingSection_building$key = {
  readonly " $data"?: ParkingSection_building$data;
  readonly " $fragmentSpreads": FragmentRefs<"ParkingSection_building">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ParkingSection_building",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "ParkingSpot",
      "kind": "LinkedField",
      "name": "parkingSpots",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
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
})();

(node as any).hash = "2a0d5b78dd813bdc0b5412f93bf61c8e";

export default node;
