/**
 * @generated SignedSource<<735100319c05341fbaf5349a88690aba>>
 * @relayHash ed8345dae82c7979ad011712cfe17aab
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 865dd34d100f58e7161df345193e4c52265bf99a747c97981298c873c639b70c

import { ConcreteRequest } from 'relay-runtime';
export type RevokeServiceProviderInviteInput = {
  inviteId: number;
  providerId: string;
};
export type TeamSectionRevokeMutation$variables = {
  input: RevokeServiceProviderInviteInput;
};
export type TeamSectionRevokeMutation$data = {
  readonly revokeServiceProviderInvite: {
    readonly provider: {
      readonly id: string;
      readonly openInvites: ReadonlyArray<{
        readonly databaseId: number;
        readonly email: string;
        readonly expired: boolean;
        readonly expiresAt: string;
      }>;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type TeamSectionRevokeMutation = {
  response: TeamSectionRevokeMutation$data;
  variables: TeamSectionRevokeMutation$variables;
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
    "concreteType": "ResidentialServiceProviderPayload",
    "kind": "LinkedField",
    "name": "revokeServiceProviderInvite",
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
            "concreteType": "ServiceProviderInvite",
            "kind": "LinkedField",
            "name": "openInvites",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "databaseId",
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
                "name": "expired",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "expiresAt",
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
    "name": "TeamSectionRevokeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TeamSectionRevokeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "ed8345dae82c7979ad011712cfe17aab",
    "id": "865dd34d100f58e7161df345193e4c52265bf99a747c97981298c873c639b70c",
    "metadata": {},
    "name": "TeamSectionRevokeMutation",
    "operationKind": "mutation",
    "text": "mutation TeamSectionRevokeMutation(\n  $input: RevokeServiceProviderInviteInput!\n) {\n  revokeServiceProviderInvite(input: $input) {\n    provider {\n      id\n      openInvites {\n        databaseId\n        email\n        expired\n        expiresAt\n      }\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "99dbfe893748639b0241a925be7f3942";

export default node;
