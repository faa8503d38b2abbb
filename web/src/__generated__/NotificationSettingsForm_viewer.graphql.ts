/**
 * @generated SignedSource<<9c4345ead6a7f404ea9cb165e876f149>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type NotificationGroup = "LIFECYCLE" | "MANAGER_BUILDING" | "MANAGER_USER" | "TENANT_USER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type NotificationSettingsForm_viewer$data = {
  readonly notificationSettings: ReadonlyArray<{
    readonly email: boolean;
    readonly group: NotificationGroup;
    readonly inApp: boolean;
  }>;
  readonly " $fragmentType": "NotificationSettingsForm_viewer";
};
export type NotificationSettingsForm_viewer$key = {
  readonly " $data"?: NotificationSettingsForm_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"NotificationSettingsForm_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NotificationSettingsForm_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "NotificationSetting",
      "kind": "LinkedField",
      "name": "notificationSettings",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "group",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "inApp",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "email",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "a9bbc4adfd2d5da6739afae9b85b06f9";

export default node;
