/**
 * @generated SignedSource<<f3ecb8afd213b389caf42c40df806495>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PricingMode = "AUTOMATIC_PRICE_DROPS_V1" | "MANUAL" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PricingSection_building$data = {
  readonly id: string;
  readonly management: {
    readonly pricing: {
      readonly pricingMode: PricingMode;
    };
  } | null | undefined;
  readonly " $fragmentType": "PricingSection_building";
};
export type PricingSection_building$key = {
  readonly " $data"?: PricingSection_building$data;
  readonly " $fragmentSpreads": FragmentRefs<"PricingSection_building">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PricingSection_building",
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
      "concreteType": "BuildingManagement",
      "kind": "LinkedField",
      "name": "management",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "BuildingPricing",
          "kind": "LinkedField",
          "name": "pricing",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "pricingMode",
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

(node as any).hash = "1d0b86eec2117750d14a33f5cab3dfd5";

export default node;
