/**
 * @generated SignedSource<<a656ff7f83cbdfa39ab1d3f3ee0ab89b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BedroomsSection_building$data = {
  readonly bedrooms: ReadonlyArray<{
    readonly availableOn: string;
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

(node as any).hash = "acf84d5a359e391dd4c81ece13c53453";

export default node;
