/**
 * @generated SignedSource<<b91b093ee61a4d46652e41bc95b8d04d>>
 * @relayHash 3c8c6b1e328999b7b6aa434e721e859b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5858446c61d5d57c0e7554f4922a2371af6ca3966745942d0e3377ab1345a4dc

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ManagerNotificationsQuery$variables = Record<PropertyKey, never>;
export type ManagerNotificationsQuery$data = {
  readonly viewer: {
    readonly unreadNotificationCount: number;
    readonly " $fragmentSpreads": FragmentRefs<"ManagerNotificationsList_viewer" | "NotificationSettingsForm_viewer">;
  };
};
export type ManagerNotificationsQuery = {
  response: ManagerNotificationsQuery$data;
  variables: ManagerNotificationsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "unreadNotificationCount",
  "storageKey": null
},
v1 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 20
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
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
    "name": "ManagerNotificationsQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ManagerNotificationsList_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "NotificationSettingsForm_viewer"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ManagerNotificationsQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": (v1/*:: as any*/),
            "concreteType": "NotificationConnection",
            "kind": "LinkedField",
            "name": "notifications",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "NotificationEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Notification",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v2/*:: as any*/),
                      (v3/*:: as any*/),
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
                        "name": "linkPath",
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
                          (v3/*:: as any*/),
                          (v2/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "__typename",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "cursor",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PageInfo",
                "kind": "LinkedField",
                "name": "pageInfo",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "endCursor",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "hasNextPage",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "notifications(first:20)"
          },
          {
            "alias": null,
            "args": (v1/*:: as any*/),
            "filters": [],
            "handle": "connection",
            "key": "ManagerNotificationsList_notifications",
            "kind": "LinkedHandle",
            "name": "notifications"
          },
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
      }
    ]
  },
  "params": {
    "cacheID": "3c8c6b1e328999b7b6aa434e721e859b",
    "id": "5858446c61d5d57c0e7554f4922a2371af6ca3966745942d0e3377ab1345a4dc",
    "metadata": {},
    "name": "ManagerNotificationsQuery",
    "operationKind": "query",
    "text": "query ManagerNotificationsQuery {\n  viewer {\n    unreadNotificationCount\n    ...ManagerNotificationsList_viewer\n    ...NotificationSettingsForm_viewer\n  }\n}\n\nfragment ManagerNotificationsList_viewer on Viewer {\n  notifications(first: 20) {\n    edges {\n      node {\n        id\n        ...NotificationItem_notification\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment NotificationItem_notification on Notification {\n  id\n  title\n  body\n  linkPath\n  read\n  createdAt\n  building {\n    title\n    id\n  }\n}\n\nfragment NotificationSettingsForm_viewer on Viewer {\n  notificationSettings {\n    group\n    inApp\n    email\n  }\n}\n"
  }
};
})();

(node as any).hash = "7642281f1d4acebf653283aa76128857";

export default node;
