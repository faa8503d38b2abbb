/**
 * @generated SignedSource<<eefcf0ffaf2657fa8addf0d11554bc95>>
 * @relayHash d14f8cd3ed75581ca78c0906ba6013b0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c4efeefd7cb839e04127ec7e8cd55eeb9dc064114e36434ca331caebc4c48256

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useNotificationAddedSubscription$variables = Record<PropertyKey, never>;
export type useNotificationAddedSubscription$data = {
  readonly notificationAdded: {
    readonly notification: {
      readonly eventType: string;
      readonly id: string;
      readonly linkPath: string | null | undefined;
      readonly title: string;
      readonly " $fragmentSpreads": FragmentRefs<"NotificationItem_notification">;
    };
    readonly unreadCount: number;
  };
};
export type useNotificationAddedSubscription = {
  response: useNotificationAddedSubscription$data;
  variables: useNotificationAddedSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "unreadCount",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "eventType",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "linkPath",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useNotificationAddedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "NotificationAddedEvent",
        "kind": "LinkedField",
        "name": "notificationAdded",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Notification",
            "kind": "LinkedField",
            "name": "notification",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "NotificationItem_notification"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useNotificationAddedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "NotificationAddedEvent",
        "kind": "LinkedField",
        "name": "notificationAdded",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Notification",
            "kind": "LinkedField",
            "name": "notification",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "body",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "read",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "createdAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Building",
                "kind": "LinkedField",
                "name": "building",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v1/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "d14f8cd3ed75581ca78c0906ba6013b0",
    "id": "c4efeefd7cb839e04127ec7e8cd55eeb9dc064114e36434ca331caebc4c48256",
    "metadata": {},
    "name": "useNotificationAddedSubscription",
    "operationKind": "subscription",
    "text": "subscription useNotificationAddedSubscription {\n  notificationAdded {\n    unreadCount\n    notification {\n      id\n      eventType\n      linkPath\n      title\n      ...NotificationItem_notification\n    }\n  }\n}\n\nfragment NotificationItem_notification on Notification {\n  id\n  title\n  body\n  linkPath\n  read\n  createdAt\n  building {\n    title\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "f7731ad4df7ddab005f521eb17cd3a80";

export default node;
