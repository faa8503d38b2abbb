/**
 * @generated SignedSource<<f54efb7ad3a93baa18622cbc081bbed9>>
 * @relayHash ce75ba3cf41d4f882725b35f0c8367f3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 94484c61b0f8fc3d7dd4b1e4fd6253c784dc10b8c60026310268eda5c43aa34d

import { ConcreteRequest } from 'relay-runtime';
export type SetUserLifecycleBlockInput = {
  blocked: boolean;
  userId: string;
};
export type StaffUserPageBlockMutation$variables = {
  input: SetUserLifecycleBlockInput;
};
export type StaffUserPageBlockMutation$data = {
  readonly setUserLifecycleBlock: {
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
    readonly userPage: {
      readonly user: {
        readonly blockedFromCreatingLifecyclesAt: string | null | undefined;
        readonly id: string;
      };
    } | null | undefined;
  };
};
export type StaffUserPageBlockMutation = {
  response: StaffUserPageBlockMutation$data;
  variables: StaffUserPageBlockMutation$variables;
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
    "concreteType": "StaffUserPayload",
    "kind": "LinkedField",
    "name": "setUserLifecycleBlock",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "StaffUserPage",
        "kind": "LinkedField",
        "name": "userPage",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "StaffUser",
            "kind": "LinkedField",
            "name": "user",
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
                "name": "blockedFromCreatingLifecyclesAt",
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
    "name": "StaffUserPageBlockMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "StaffUserPageBlockMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "ce75ba3cf41d4f882725b35f0c8367f3",
    "id": "94484c61b0f8fc3d7dd4b1e4fd6253c784dc10b8c60026310268eda5c43aa34d",
    "metadata": {},
    "name": "StaffUserPageBlockMutation",
    "operationKind": "mutation",
    "text": "mutation StaffUserPageBlockMutation(\n  $input: SetUserLifecycleBlockInput!\n) {\n  setUserLifecycleBlock(input: $input) {\n    userPage {\n      user {\n        id\n        blockedFromCreatingLifecyclesAt\n      }\n    }\n    userErrors {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7c097ce4b9109209c2c1308c7dd77849";

export default node;
