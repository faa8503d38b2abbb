/**
 * @generated SignedSource<<a06fc32e92b00d0479e52ad4417f46b4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BedroomFeature = "CEILING_FAN" | "FIRST_FLOOR_BEDROOM_ACCESS" | "STANDARD_CLOSET" | "WALK_IN_CLOSET" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type BedroomList_building$data = {
  readonly bedrooms: ReadonlyArray<{
    readonly availableFrom: string;
    readonly databaseId: string;
    readonly features: ReadonlyArray<BedroomFeature>;
    readonly id: string;
    readonly name: string;
    readonly rent: {
      readonly base: {
        readonly formatted: string;
      };
      readonly platformFee: {
        readonly formatted: string;
      };
      readonly totalRent: {
        readonly formatted: string;
      };
      readonly utilities: {
        readonly formatted: string;
      };
    };
    readonly sizeSqFt: number | null | undefined;
  }>;
  readonly databaseId: string;
  readonly " $fragmentType": "BedroomList_building";
};
export type BedroomList_building$key = {
  readonly " $data"?: BedroomList_building$data;
  readonly " $fragmentSpreads": FragmentRefs<"BedroomList_building">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "formatted",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BedroomList_building",
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
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
          "name": "features",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "availableFrom",
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
              "selections": (v1/*:: as any*/),
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "Money",
              "kind": "LinkedField",
              "name": "utilities",
              "plural": false,
              "selections": (v1/*:: as any*/),
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "Money",
              "kind": "LinkedField",
              "name": "platformFee",
              "plural": false,
              "selections": (v1/*:: as any*/),
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "Money",
              "kind": "LinkedField",
              "name": "totalRent",
              "plural": false,
              "selections": (v1/*:: as any*/),
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

(node as any).hash = "12490402f37a74d68a7c4a0b35025f8f";

export default node;
