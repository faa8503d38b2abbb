/**
 * @generated SignedSource<<d67bb5d64a8790f8038eb90352d013a9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BedroomFeature = "CEILING_FAN" | "FIRST_FLOOR_BEDROOM_ACCESS" | "STANDARD_CLOSET" | "WALK_IN_CLOSET" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type BedroomsSection_building$data = {
  readonly bedrooms: ReadonlyArray<{
    readonly availableOn: string;
    readonly features: ReadonlyArray<BedroomFeature>;
    readonly id: string;
    readonly name: string;
    readonly rent: {
      readonly base: {
        readonly cents: number;
        readonly formatted: string;
      };
      readonly platformFee: {
        readonly cents: number;
        readonly formatted: string;
      };
      readonly totalRent: {
        readonly formatted: string;
      };
      readonly utilities: {
        readonly cents: number;
        readonly formatted: string;
      };
    };
    readonly sizeSqFt: number | null | undefined;
  }>;
  readonly id: string;
  readonly " $fragmentType": "BedroomsSection_building";
};
export type BedroomsSection_building$key = {
  readonly " $data"?: BedroomsSection_building$data;
  readonly " $fragmentSpreads": FragmentRefs<"BedroomsSection_building">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "formatted",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "cents",
    "storageKey": null
  },
  (v1/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BedroomsSection_building",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Bedroom",
      "kind": "LinkedField",
      "name": "bedrooms",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
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
              "selections": (v2/*:: as any*/),
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "Money",
              "kind": "LinkedField",
              "name": "utilities",
              "plural": false,
              "selections": (v2/*:: as any*/),
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "Money",
              "kind": "LinkedField",
              "name": "platformFee",
              "plural": false,
              "selections": (v2/*:: as any*/),
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "Money",
              "kind": "LinkedField",
              "name": "totalRent",
              "plural": false,
              "selections": [
                (v1/*:: as any*/)
              ],
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

(node as any).hash = "8409bac4bcffd6ae24c49d4e5427c5ae";

export default node;
