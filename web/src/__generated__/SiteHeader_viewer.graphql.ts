/**
 * @generated SignedSource<<cbd4590f0148dce7b3307e54a7f26b17>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SiteHeader_viewer$data = {
  readonly isGuest: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"AccountMenu_viewer" | "FinishGuarantorScreeningButton_viewer" | "MainNav_viewer" | "NotificationBell_viewer">;
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
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "NotificationBell_viewer"
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "6d0d4bf7d79df0faa1d349f6dfff202f";

export default node;
