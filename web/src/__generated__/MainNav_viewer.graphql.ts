/**
 * @generated SignedSource<<dcff34b32aa39e2fad1a4398f2ee36a7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MainNav_viewer$data = {
  readonly navigation: ReadonlyArray<{
    readonly hasRedDot: boolean;
    readonly key: string;
    readonly label: string;
    readonly path: string;
  }>;
  readonly " $fragmentType": "MainNav_viewer";
};
export type MainNav_viewer$key = {
  readonly " $data"?: MainNav_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"MainNav_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MainNav_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "NavigationItem",
      "kind": "LinkedField",
      "name": "navigation",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "key",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "path",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "hasRedDot",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "7276011b3c2dae4bcdaaabe6a0545ba2";

export default node;
