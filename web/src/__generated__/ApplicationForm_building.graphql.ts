/**
 * @generated SignedSource<<e96c1092701a71662574c45b225843fe>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PetOption = "CATS" | "LARGE_DOGS" | "SMALL_DOGS" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ApplicationForm_building$data = {
  readonly bedrooms: ReadonlyArray<{
    readonly applicationFee: {
      readonly formatted: string;
    };
    readonly availableFrom: string;
    readonly databaseId: string;
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
  readonly petOptions: ReadonlyArray<PetOption>;
  readonly " $fragmentType": "ApplicationForm_building";
};
export type ApplicationForm_building$key = {
  readonly " $data"?: ApplicationForm_building$data;
  readonly " $fragmentSpreads": FragmentRefs<"ApplicationForm_building">;
};

const node: ReaderFragment = (function(){
var v0 = [
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
  "name": "ApplicationForm_building",
  "selections": [
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
          "name": "name",
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
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "applicationFee",
          "plural": false,
          "selections": (v0/*:: as any*/),
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
              "selections": (v0/*:: as any*/),
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "Money",
              "kind": "LinkedField",
              "name": "utilities",
              "plural": false,
              "selections": (v0/*:: as any*/),
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "Money",
              "kind": "LinkedField",
              "name": "platformFee",
              "plural": false,
              "selections": (v0/*:: as any*/),
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "Money",
              "kind": "LinkedField",
              "name": "totalRent",
              "plural": false,
              "selections": (v0/*:: as any*/),
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

(node as any).hash = "be5ec94fe677fce213dcb5466d69d11d";

export default node;
