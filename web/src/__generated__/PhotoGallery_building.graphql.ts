/**
 * @generated SignedSource<<c4a017ba94cb89d238fd140ea0533dfe>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PhotoGallery_building$data = {
  readonly photos: ReadonlyArray<{
    readonly alt: string;
    readonly url: string;
  }>;
  readonly " $fragmentType": "PhotoGallery_building";
};
export type PhotoGallery_building$key = {
  readonly " $data"?: PhotoGallery_building$data;
  readonly " $fragmentSpreads": FragmentRefs<"PhotoGallery_building">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PhotoGallery_building",
  "selections": [
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

(node as any).hash = "f5136684bdcb3f9dc2068cf32c192dfe";

export default node;
