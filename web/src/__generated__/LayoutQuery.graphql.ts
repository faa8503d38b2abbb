/**
 * @generated SignedSource<<b1efeac7386aacdb63f318a3f2f63fcc>>
 * @relayHash 9496b824cc8c61adfd8d3c79d83fc4cb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5b709850ccab31e786f0ba8ef6cf640efd759fac516eb6a988ac63c4d1571760

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LayoutQuery$variables = Record<PropertyKey, never>;
export type LayoutQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"SiteHeader_viewer" | "useRoleSync_viewer">;
  };
  readonly " $fragmentSpreads": FragmentRefs<"SiteBanner_query">;
};
export type LayoutQuery = {
  response: LayoutQuery$data;
  variables: LayoutQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "LayoutQuery",
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
            "args": null,
            "kind": "FragmentSpread",
            "name": "SiteHeader_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "useRoleSync_viewer"
          }
        ],
        "storageKey": null
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "SiteBanner_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "LayoutQuery",
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
            "name": "isGuest",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "NavigationItem",
            "kind": "LinkedField",
            "name": "navigation",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "key",
                "storageKey": null
              },
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "path",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasRedDot",
                "storageKey": null
              }
            ],
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
            "name": "isStaff",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "firstName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "email",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "RoleSwitch",
            "kind": "LinkedField",
            "name": "roleSwitches",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "role",
                "storageKey": null
              },
              (v0/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "showFinishGuarantorScreening",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "unreadNotificationCount",
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
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "SiteBanner",
        "kind": "LinkedField",
        "name": "siteBanner",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "dismissKey",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "text",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "link",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "9496b824cc8c61adfd8d3c79d83fc4cb",
    "id": "5b709850ccab31e786f0ba8ef6cf640efd759fac516eb6a988ac63c4d1571760",
    "metadata": {},
    "name": "LayoutQuery",
    "operationKind": "query",
    "text": "query LayoutQuery {\n  viewer {\n    ...SiteHeader_viewer\n    ...useRoleSync_viewer\n  }\n  ...SiteBanner_query\n}\n\nfragment AccountMenu_viewer on Viewer {\n  currentRole\n  isStaff\n  user {\n    firstName\n    email\n    id\n  }\n  roleSwitches {\n    role\n    label\n  }\n}\n\nfragment FinishGuarantorScreeningButton_viewer on Viewer {\n  showFinishGuarantorScreening\n}\n\nfragment MainNav_viewer on Viewer {\n  navigation {\n    key\n    label\n    path\n    hasRedDot\n  }\n}\n\nfragment NotificationBell_viewer on Viewer {\n  currentRole\n  unreadNotificationCount\n}\n\nfragment SiteBanner_query on Query {\n  siteBanner {\n    dismissKey\n    text\n    link\n  }\n}\n\nfragment SiteHeader_viewer on Viewer {\n  isGuest\n  ...MainNav_viewer\n  ...AccountMenu_viewer\n  ...FinishGuarantorScreeningButton_viewer\n  ...NotificationBell_viewer\n}\n\nfragment useRoleSync_viewer on Viewer {\n  isGuest\n  currentRole\n  roles\n}\n"
  }
};
})();

(node as any).hash = "338f1fa4f0bc442c879de1aaa80b753a";

export default node;
