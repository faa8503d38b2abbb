/**
 * @generated SignedSource<<1f74ca6e987ca76f2f73796354f405c4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PhotosSection_building$data = {
  readonly databaseId: string;
  readonly id: string;
  readonly photos: ReadonlyArray<{
    readonly alt: string;
    readonly fileId: string | null | undefined;
    readonly url: string;
  }>;
  readonly " $fragmentType": "PhotosSection_building";
};
export type PhotosSection_building$key = {
  readonly " $data"?: PhotosSection_building$data;
  readonly " $fragmentSpreads": FragmentRefs<"PhotosSection_building">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PhotosSection_building",
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
      "concreteType": "Photo",
      "kind": "LinkedField",
      "name": "photos",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "url",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "alt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fileId",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Building",
  "abstractKey": null
};

(node as any).hash = "a226c2a122396ea932bb19737d771b29";

export default node;
