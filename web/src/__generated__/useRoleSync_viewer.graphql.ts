/**
 * @generated SignedSource<<2bb19f5c584be622eae4d666aba3f8fb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type UserRole = "MANAGER" | "TENANT" | "VENDOR" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type useRoleSync_viewer$data = {
  readonly currentRole: UserRole | null | undefined;
  readonly isGuest: boolean;
  readonly roles: ReadonlyArray<UserRole>;
  readonly " $fragmentType": "useRoleSync_viewer";
};
export type useRoleSync_viewer$key = {
  readonly " $data"?: useRoleSync_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"useRoleSync_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "useRoleSync_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isGuest",
      "storageKey": null
    },
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
      "name": "roles",
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "b3a86a51e7b629ea6e1e662ab641bf7e";

export default node;
