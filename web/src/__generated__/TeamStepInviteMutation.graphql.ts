/**
 * @generated SignedSource<<abdb6610b927e0e571cd8009d03b2851>>
 * @relayHash aea1905777f122811d56d31e0c7f677b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 881ae6da1d56714f35131752ff537560988f11692f23318f8a90e0d3edf62023

import { ConcreteRequest } from 'relay-runtime';
export type InviteServiceProviderUserInput = {
  email: string;
  idempotencyKey?: string | null | undefined;
  providerId: string;
};
export type TeamStepInviteMutation$variables = {
  input: InviteServiceProviderUserInput;
};
export type TeamStepInviteMutation$data = {
  readonly inviteServiceProviderUser: {
    readonly invite: {
      readonly email: string;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type TeamStepInviteMutation = {
  response: TeamStepInviteMutation$data;
  variables: TeamStepInviteMutation$variables;
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
    "concreteType": "ServiceProviderInvitePayload",
    "kind": "LinkedField",
    "name": "inviteServiceProviderUser",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ServiceProviderInvite",
        "kind": "LinkedField",
        "name": "invite",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "email",
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
    "name": "TeamStepInviteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TeamStepInviteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "aea1905777f122811d56d31e0c7f677b",
    "id": "881ae6da1d56714f35131752ff537560988f11692f23318f8a90e0d3edf62023",
    "metadata": {},
    "name": "TeamStepInviteMutation",
    "operationKind": "mutation",
    "text": "mutation TeamStepInviteMutation(\n  $input: InviteServiceProviderUserInput!\n) {\n  inviteServiceProviderUser(input: $input) {\n    invite {\n      email\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c81d350e73707a6f9239f1d3450cda24";

export default node;
