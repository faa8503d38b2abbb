/**
 * @generated SignedSource<<4f45a4399316f3811ca3ebdf68737bb1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HomeSection_home$data = {
  readonly bedroomCount: number;
  readonly buildingId: string;
  readonly categoryLabel: string;
  readonly leasedBedroomCount: number;
  readonly lifecycles: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"LifecycleCard_lifecycle">;
  }>;
  readonly title: string;
  readonly " $fragmentType": "HomeSection_home";
};
export type HomeSection_home$key = {
  readonly " $data"?: HomeSection_home$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeSection_home">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HomeSection_home",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "buildingId",
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
      "name": "categoryLabel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bedroomCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "leasedBedroomCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Lifecycle",
      "kind": "LinkedField",
      "name": "lifecycles",
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
          "args": null,
          "kind": "FragmentSpread",
          "name": "LifecycleCard_lifecycle"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ManagedHome",
  "abstractKey": null
};

(node as any).hash = "3994574058f0da3241c2a3186214b73d";

export default node;
