/**
 * @generated SignedSource<<48177619b7116669a42517316764e9c5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BathroomRelation = "ATTACHED" | "JACK_JILL" | "NON_ATTACHED" | "WALKTHROUGH" | "%future added value";
export type BathroomType = "FULL" | "HALF_SHOWER" | "HALF_TOILET" | "HALF_TUB" | "THREE_QUARTER" | "%future added value";
export type WasherDryerCost = "COIN_OPERATED" | "FREE" | "%future added value";
export type WasherDryerLocation = "IN_UNIT" | "ON_PREMISE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type BathroomsSection_building$data = {
  readonly bathroomCount: number;
  readonly bathrooms: ReadonlyArray<{
    readonly bathroomType: BathroomType;
    readonly id: string;
    readonly relation: BathroomRelation;
    readonly washerDryerCost: WasherDryerCost | null | undefined;
    readonly washerDryerLocation: WasherDryerLocation | null | undefined;
  }>;
  readonly id: string;
  readonly " $fragmentType": "BathroomsSection_building";
};
export type BathroomsSection_building$key = {
  readonly " $data"?: BathroomsSection_building$data;
  readonly " $fragmentSpreads": FragmentRefs<"BathroomsSection_building">;
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
  "name": "BathroomsSection_building",
  "selections": [
    (v0/*:: as any*/),
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
      "concreteType": "Bathroom",
      "kind": "LinkedField",
      "name": "bathrooms",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
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
    }
  ],
  "type": "Building",
  "abstractKey": null
};
})();

(node as any).hash = "6e64cdb8b42fdda319839472ef655415";

export default node;
