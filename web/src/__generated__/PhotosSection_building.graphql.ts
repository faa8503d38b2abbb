/**
 * @generated SignedSource<<19191564ded033950515558225b2bdbe>>
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Building",
  "abstractKey": null
};

(node as any).hash = "d90d066b8cb4b728c27d55d960908697";

export default node;
