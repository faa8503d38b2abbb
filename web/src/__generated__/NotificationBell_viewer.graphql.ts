/**
 * @generated SignedSource<<af617a912ded14e7050d843fffa9baad>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type UserRole = "MANAGER" | "TENANT" | "VENDOR" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type NotificationBell_viewer$data = {
  readonly currentRole: UserRole | null | undefined;
  readonly unreadNotificationCount: number;
  readonly " $fragmentType": "NotificationBell_viewer";
};
export type NotificationBell_viewer$key = {
  readonly " $data"?: NotificationBell_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"NotificationBell_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NotificationBell_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "currentRole",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "unreadNotificationCount",
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "4cef10c5e1ee9b576689dee68b231511";

export default node;
