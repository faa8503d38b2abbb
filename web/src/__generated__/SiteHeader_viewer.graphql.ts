/**
 * @generated SignedSource<<0cf6a10694cba3e70674befce882fa65>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SiteHeader_viewer$data = {
  readonly isGuest: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"AccountMenu_viewer" | "MainNav_viewer">;
  readonly " $fragmentType": "SiteHeader_viewer";
};
export type SiteHeader_viewer$key = {
  readonly " $data"?: SiteHeader_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"SiteHeader_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SiteHeader_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isGuest",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "MainNav_viewer"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "AccountMenu_viewer"
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "89e6e3d3a433d5334d168db64815a5d2";

export default node;
