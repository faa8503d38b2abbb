/**
 * @generated SignedSource<<1c1eec86f8673f3c3e88d87e848deebf>>
 * @relayHash 5c73e0c9ac88292cd7855f6bcf6918d1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 67265ec59fee672daff1ca6af74cdc48a05d445eb2be3558f3f5be08e94568bd

import { ConcreteRequest } from 'relay-runtime';
export type AcceptServiceProviderInviteInput = {
  inviteId: number;
  token: string;
};
export type AcceptInviteMutation$variables = {
  input: AcceptServiceProviderInviteInput;
};
export type AcceptInviteMutation$data = {
  readonly acceptServiceProviderInvite: {
    readonly provider: {
      readonly name: string;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type AcceptInviteMutation = {
  response: AcceptInviteMutation$data;
  variables: AcceptInviteMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = {
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
      "name": "code",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AcceptInviteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ResidentialServiceProviderPayload",
        "kind": "LinkedField",
        "name": "acceptServiceProviderInvite",
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
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AcceptInviteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ResidentialServiceProviderPayload",
        "kind": "LinkedField",
        "name": "acceptServiceProviderInvite",
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
              (v2/*:: as any*/),
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
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "5c73e0c9ac88292cd7855f6bcf6918d1",
    "id": "67265ec59fee672daff1ca6af74cdc48a05d445eb2be3558f3f5be08e94568bd",
    "metadata": {},
    "name": "AcceptInviteMutation",
    "operationKind": "mutation",
    "text": "mutation AcceptInviteMutation(\n  $input: AcceptServiceProviderInviteInput!\n) {\n  acceptServiceProviderInvite(input: $input) {\n    provider {\n      name\n      id\n    }\n    userErrors {\n      field\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e24319604f4f91da937e47c660150114";

export default node;
