/**
 * @generated SignedSource<<c9ebc06e2a1741d83c84d807c8f03d73>>
 * @relayHash 475144a22777dd56520f22e82d1fafff
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7980e7cd9c9933fdae0a47ca8487d1d3650bdce1799a2e3f553936de3d59d1d5

import { ConcreteRequest } from 'relay-runtime';
export type DeleteWebhookInput = {
  id: string;
};
export type useWebhookMutationsDeleteMutation$variables = {
  connections: ReadonlyArray<string>;
  input: DeleteWebhookInput;
};
export type useWebhookMutationsDeleteMutation$data = {
  readonly deleteWebhook: {
    readonly deletedWebhookId: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useWebhookMutationsDeleteMutation = {
  response: useWebhookMutationsDeleteMutation$data;
  variables: useWebhookMutationsDeleteMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedWebhookId",
  "storageKey": null
},
v4 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useWebhookMutationsDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteWebhookPayload",
        "kind": "LinkedField",
        "name": "deleteWebhook",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useWebhookMutationsDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteWebhookPayload",
        "kind": "LinkedField",
        "name": "deleteWebhook",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteEdge",
            "key": "",
            "kind": "ScalarHandle",
            "name": "deletedWebhookId",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              }
            ]
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "475144a22777dd56520f22e82d1fafff",
    "id": "7980e7cd9c9933fdae0a47ca8487d1d3650bdce1799a2e3f553936de3d59d1d5",
    "metadata": {},
    "name": "useWebhookMutationsDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation useWebhookMutationsDeleteMutation(\n  $input: DeleteWebhookInput!\n) {\n  deleteWebhook(input: $input) {\n    deletedWebhookId\n    userErrors {\n      field\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "af9a5b07cb5c4bea7a01007a3d9fba80";

export default node;
