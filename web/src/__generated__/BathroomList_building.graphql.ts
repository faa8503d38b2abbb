/**
 * @generated SignedSource<<8df3ad22a8e9e547aff4a88361f054ec>>
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
export type BathroomList_building$data = {
  readonly bathroomCount: number;
  readonly bathrooms: ReadonlyArray<{
    readonly bathroomType: BathroomType;
    readonly countingWeight: number;
    readonly id: string;
    readonly relation: BathroomRelation;
    readonly washerDryerCost: WasherDryerCost | null | undefined;
    readonly washerDryerLocation: WasherDryerLocation | null | undefined;
  }>;
  readonly " $fragmentType": "BathroomList_building";
};
export type BathroomList_building$key = {
  readonly " $data"?: BathroomList_building$data;
  readonly " $fragmentSpreads": FragmentRefs<"BathroomList_building">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BathroomList_building",
  "selections": [
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
    }
  ],
  "type": "Building",
  "abstractKey": null
};

(node as any).hash = "1fcb84a568f8daf4252cd4236c9b1822";

export default node;
