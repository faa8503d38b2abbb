/**
 * @generated SignedSource<<2293fd9056a41af9174f1039f89b8242>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SaveListingButton_building$data = {
  readonly databaseId: string;
  readonly id: string;
  readonly isSaved: boolean;
  readonly " $fragmentType": "SaveListingButton_building";
};
export type SaveListingButton_building$key = {
  readonly " $data"?: SaveListingButton_building$data;
  readonly " $fragmentSpreads": FragmentRefs<"SaveListingButton_building">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SaveListingButton_building",
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
      "name": "isSaved",
      "storageKey": null
    }
  ],
  "type": "Building",
  "abstractKey": null
};

(node as any).hash = "888c2216b303630ca2624722434f4fdc";

export default node;
