/**
 * @generated SignedSource<<7dec3eeb64afde6f527304d6db5ceaad>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SiteHeader_viewer$data = {
  readonly isGuest: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"AccountMenu_viewer" | "FinishGuarantorScreeningButton_viewer" | "MainNav_viewer">;
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
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "FinishGuarantorScreeningButton_viewer"
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "3c8fd515fc13f7ff8498f7619c99563c";

export default node;
