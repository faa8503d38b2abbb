/**
 * @generated SignedSource<<a9a5790744112764b8b4ea781bad9c55>>
 * @relayHash 5db757f0569cb9955cb48d52c819ef8d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a55f3086dae3fb58c03febe407ccde2e9682124ca3f847aea73640f7c27aa015

import { ConcreteRequest } from 'relay-runtime';
export type useMarkAllNotificationsReadMutation$variables = Record<PropertyKey, never>;
export type useMarkAllNotificationsReadMutation$data = {
  readonly markAllNotificationsRead: {
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
    readonly viewer: {
      readonly unreadNotificationCount: number;
    };
  };
};
export type useMarkAllNotificationsReadMutation = {
  response: useMarkAllNotificationsReadMutation$data;
  variables: useMarkAllNotificationsReadMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "MarkAllNotificationsReadPayload",
    "kind": "LinkedField",
    "name": "markAllNotificationsRead",
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
            "kind": "ScalarField",
            "name": "unreadNotificationCount",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useMarkAllNotificationsReadMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useMarkAllNotificationsReadMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "5db757f0569cb9955cb48d52c819ef8d",
    "id": "a55f3086dae3fb58c03febe407ccde2e9682124ca3f847aea73640f7c27aa015",
    "metadata": {},
    "name": "useMarkAllNotificationsReadMutation",
    "operationKind": "mutation",
    "text": "mutation useMarkAllNotificationsReadMutation {\n  markAllNotificationsRead {\n    viewer {\n      unreadNotificationCount\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7f29337a5887892a32b9165d5f2997df";

export default node;
