/**
 * @generated SignedSource<<86ca5a8e0c335eb75a2aa3558bb91676>>
 * @relayHash c8eec177c52ed83a52f19ae905f57a31
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1bc4df1906f47189fde5e2d067c34e6fd21f6bd5c4dc2d20bbad2703596db165

import { ConcreteRequest } from 'relay-runtime';
export type NotificationGroup = "LIFECYCLE" | "MANAGER_BUILDING" | "MANAGER_USER" | "TENANT_USER" | "%future added value";
export type UpdateNotificationSettingsInput = {
  settings: ReadonlyArray<NotificationSettingInput>;
};
export type NotificationSettingInput = {
  email: boolean;
  group: NotificationGroup;
  inApp: boolean;
};
export type useUpdateNotificationSettingsMutation$variables = {
  input: UpdateNotificationSettingsInput;
};
export type useUpdateNotificationSettingsMutation$data = {
  readonly updateNotificationSettings: {
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
    readonly viewer: {
      readonly notificationSettings: ReadonlyArray<{
        readonly email: boolean;
        readonly group: NotificationGroup;
        readonly inApp: boolean;
      }>;
    };
  };
};
export type useUpdateNotificationSettingsMutation = {
  response: useUpdateNotificationSettingsMutation$data;
  variables: useUpdateNotificationSettingsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "UpdateNotificationSettingsPayload",
    "kind": "LinkedField",
    "name": "updateNotificationSettings",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
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
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "UserError",
        "kind": "LinkedField",
        "name": "userErrors",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "field",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdateNotificationSettingsMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateNotificationSettingsMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "c8eec177c52ed83a52f19ae905f57a31",
    "id": "1bc4df1906f47189fde5e2d067c34e6fd21f6bd5c4dc2d20bbad2703596db165",
    "metadata": {},
    "name": "useUpdateNotificationSettingsMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateNotificationSettingsMutation(\n  $input: UpdateNotificationSettingsInput!\n) {\n  updateNotificationSettings(input: $input) {\n    viewer {\n      notificationSettings {\n        group\n        inApp\n        email\n      }\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "eaac0f9d2f0ddfec9295cd6328b9cdd2";

export default node;
