/**
 * @generated SignedSource<<63d6cc0c6fe055dbcd05a9b4e9feda06>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SetPasswordSection_user$data = {
  readonly profile: {
    readonly hasPassword: boolean;
  };
  readonly " $fragmentType": "SetPasswordSection_user";
};
export type SetPasswordSection_user$key = {
  readonly " $data"?: SetPasswordSection_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"SetPasswordSection_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SetPasswordSection_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Profile",
      "kind": "LinkedField",
      "name": "profile",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "hasPassword",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "e6d6bc211fe3a5f970c9f2e0b87a2627";

export default node;
