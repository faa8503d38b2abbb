/**
 * @generated SignedSource<<ef42f409a3f8e0165020388638a6b867>>
 * @relayHash 55d3f5845b24831327dbbb72f3445278
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9a17f8f9681b1f133f30bd88f50f06fd31b139d3dcb669e83b4293a48a81cbc2

import { ConcreteRequest } from 'relay-runtime';
export type MarkNotificationReadInput = {
  notificationId: string;
};
export type useMarkNotificationReadMutation$variables = {
  input: MarkNotificationReadInput;
};
export type useMarkNotificationReadMutation$data = {
  readonly markNotificationRead: {
    readonly notification: {
      readonly id: string;
      readonly read: boolean;
      readonly readAt: string | null | undefined;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
    readonly viewer: {
      readonly unreadNotificationCount: number;
    };
  };
};
export type useMarkNotificationReadMutation = {
  response: useMarkNotificationReadMutation$data;
  variables: useMarkNotificationReadMutation$variables;
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
    "concreteType": "MarkNotificationReadPayload",
    "kind": "LinkedField",
    "name": "markNotificationRead",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Notification",
        "kind": "LinkedField",
        "name": "notification",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
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
            "name": "readAt",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useMarkNotificationReadMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMarkNotificationReadMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "55d3f5845b24831327dbbb72f3445278",
    "id": "9a17f8f9681b1f133f30bd88f50f06fd31b139d3dcb669e83b4293a48a81cbc2",
    "metadata": {},
    "name": "useMarkNotificationReadMutation",
    "operationKind": "mutation",
    "text": "mutation useMarkNotificationReadMutation(\n  $input: MarkNotificationReadInput!\n) {\n  markNotificationRead(input: $input) {\n    notification {\n      id\n      read\n      readAt\n    }\n    viewer {\n      unreadNotificationCount\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "bf26a2dc3474cbe9ca6f7f947067bc9b";

export default node;
