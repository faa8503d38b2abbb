/**
 * @generated SignedSource<<380a170852db226a6d6846b8c2f649db>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HomeSection_home$data = {
  readonly bedroomCount: number;
  readonly bedrooms: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
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
        }
      ],
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
        (v0/*:: as any*/),
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
})();

(node as any).hash = "3af4fabb8e696b0ba23f730ad09d9f58";

export default node;
