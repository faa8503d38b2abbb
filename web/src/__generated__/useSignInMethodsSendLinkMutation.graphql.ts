/**
 * @generated SignedSource<<5448891a7b8ae255c71dfbb3e0c3cd03>>
 * @relayHash 04359460117b2223683419e42c10c380
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID faef28962d7f825d5fb1979d1739c16ae0b066d9c0cde4f1309652bccf55c696

import { ConcreteRequest } from 'relay-runtime';
export type UserRole = "MANAGER" | "TENANT" | "VENDOR" | "%future added value";
export type SendMagicLinkInput = {
  desiredPage?: string | null | undefined;
  email: string;
  userRole?: UserRole | null | undefined;
};
export type useSignInMethodsSendLinkMutation$variables = {
  input: SendMagicLinkInput;
};
export type useSignInMethodsSendLinkMutation$data = {
  readonly sendMagicLink: {
    readonly message: string | null | undefined;
    readonly ok: boolean;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useSignInMethodsSendLinkMutation = {
  response: useSignInMethodsSendLinkMutation$data;
  variables: useSignInMethodsSendLinkMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "SendMagicLinkPayload",
    "kind": "LinkedField",
    "name": "sendMagicLink",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "ok",
        "storageKey": null
      },
      (v1/*:: as any*/),
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
          (v1/*:: as any*/)
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
    "name": "useSignInMethodsSendLinkMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSignInMethodsSendLinkMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "04359460117b2223683419e42c10c380",
    "id": "faef28962d7f825d5fb1979d1739c16ae0b066d9c0cde4f1309652bccf55c696",
    "metadata": {},
    "name": "useSignInMethodsSendLinkMutation",
    "operationKind": "mutation",
    "text": "mutation useSignInMethodsSendLinkMutation(\n  $input: SendMagicLinkInput!\n) {\n  sendMagicLink(input: $input) {\n    ok\n    message\n    userErrors {\n      field\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "9563c4ec58add1045ee90cfb9e545a9b";

export default node;
