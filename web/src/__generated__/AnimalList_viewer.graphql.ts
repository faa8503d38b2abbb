/**
 * @generated SignedSource<<3ce4b625606194aeeaf2b6fbe2c94e49>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AnimalList_viewer$data = {
  readonly tenantAnimals: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly " $fragmentSpreads": FragmentRefs<"AnimalForm_animal" | "AnimalItem_animal">;
  }>;
  readonly " $fragmentType": "AnimalList_viewer";
};
export type AnimalList_viewer$key = {
  readonly " $data"?: AnimalList_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AnimalList_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AnimalList_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "TenantAnimal",
      "kind": "LinkedField",
      "name": "tenantAnimals",
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
          "name": "name",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "AnimalItem_animal"
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "AnimalForm_animal"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "fd271deca0463cf781665c3f6c29630d";

export default node;
