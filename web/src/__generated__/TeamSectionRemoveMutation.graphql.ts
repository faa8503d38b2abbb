/**
 * @generated SignedSource<<c89d91804c968c02aae5ced3cc04c50a>>
 * @relayHash 20327203c953b6658f17f2c55848b60a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8d8afc45fa136732e36ac7ff9f5182586b18500a8298742ba7a29e6d756983ff

import { ConcreteRequest } from 'relay-runtime';
export type ServiceProviderRole = "MEMBER" | "OWNER" | "%future added value";
export type RemoveServiceProviderUserInput = {
  providerId: string;
  userId: string;
};
export type TeamSectionRemoveMutation$variables = {
  input: RemoveServiceProviderUserInput;
};
export type TeamSectionRemoveMutation$data = {
  readonly removeServiceProviderUser: {
    readonly provider: {
      readonly id: string;
      readonly users: ReadonlyArray<{
        readonly email: string;
        readonly isViewer: boolean;
        readonly joinedAt: string;
        readonly name: string;
        readonly role: ServiceProviderRole;
        readonly userId: string;
      }>;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type TeamSectionRemoveMutation = {
  response: TeamSectionRemoveMutation$data;
  variables: TeamSectionRemoveMutation$variables;
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
    "concreteType": "RemoveServiceProviderUserPayload",
    "kind": "LinkedField",
    "name": "removeServiceProviderUser",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ResidentialServiceProvider",
        "kind": "LinkedField",
        "name": "provider",
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
            "concreteType": "ServiceProviderUser",
            "kind": "LinkedField",
            "name": "users",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "userId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
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
                "name": "role",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isViewer",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "joinedAt",
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
    "name": "TeamSectionRemoveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TeamSectionRemoveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "20327203c953b6658f17f2c55848b60a",
    "id": "8d8afc45fa136732e36ac7ff9f5182586b18500a8298742ba7a29e6d756983ff",
    "metadata": {},
    "name": "TeamSectionRemoveMutation",
    "operationKind": "mutation",
    "text": "mutation TeamSectionRemoveMutation(\n  $input: RemoveServiceProviderUserInput!\n) {\n  removeServiceProviderUser(input: $input) {\n    provider {\n      id\n      users {\n        userId\n        name\n        email\n        role\n        isViewer\n        joinedAt\n      }\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "082cc59670cee8b7c4df1f09b318442b";

export default node;
