/**
 * @generated SignedSource<<b22707891fc262f8906f3f25fd8dcbe6>>
 * @relayHash 82098af2418b7dc273a3d6a9a5663730
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c4df8c0791d784caff09a31e99f2179416e883a5798a87468d1aaac9557d5aec

import { ConcreteRequest } from 'relay-runtime';
export type AcceptGuarantorInviteInput = {
  connectionId: string;
  inviteToken: string;
};
export type useAcceptGuarantorInviteMutation$variables = {
  input: AcceptGuarantorInviteInput;
};
export type useAcceptGuarantorInviteMutation$data = {
  readonly acceptGuarantorInvite: {
    readonly guarantorConnection: {
      readonly databaseId: string;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
    readonly viewer: {
      readonly showFinishGuarantorScreening: boolean;
    };
  };
};
export type useAcceptGuarantorInviteMutation = {
  response: useAcceptGuarantorInviteMutation$data;
  variables: useAcceptGuarantorInviteMutation$variables;
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
  "name": "databaseId",
  "storageKey": null
},
v3 = {
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
      "name": "showFinishGuarantorScreening",
      "storageKey": null
    }
  ],
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
    "name": "useAcceptGuarantorInviteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "AcceptGuarantorInvitePayload",
        "kind": "LinkedField",
        "name": "acceptGuarantorInvite",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "GuarantorConnection",
            "kind": "LinkedField",
            "name": "guarantorConnection",
            "plural": false,
            "selections": [
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAcceptGuarantorInviteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "AcceptGuarantorInvitePayload",
        "kind": "LinkedField",
        "name": "acceptGuarantorInvite",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "GuarantorConnection",
            "kind": "LinkedField",
            "name": "guarantorConnection",
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
          (v3/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "82098af2418b7dc273a3d6a9a5663730",
    "id": "c4df8c0791d784caff09a31e99f2179416e883a5798a87468d1aaac9557d5aec",
    "metadata": {},
    "name": "useAcceptGuarantorInviteMutation",
    "operationKind": "mutation",
    "text": "mutation useAcceptGuarantorInviteMutation(\n  $input: AcceptGuarantorInviteInput!\n) {\n  acceptGuarantorInvite(input: $input) {\n    guarantorConnection {\n      databaseId\n      id\n    }\n    viewer {\n      showFinishGuarantorScreening\n    }\n    userErrors {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7f58b862a6418073eed6502a04ffdfc4";

export default node;
