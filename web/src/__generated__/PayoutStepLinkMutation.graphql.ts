/**
 * @generated SignedSource<<e642731acc3ca1ea6539efbc008faaf9>>
 * @relayHash 7d3fdee3fce5e61684a77da1a507d7c5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d7c7bebd97c4bce326215196cfbfb28aee3adf86d6a28fa2aded03882beda4c6

import { ConcreteRequest } from 'relay-runtime';
export type ServiceProviderInput = {
  providerId: string;
};
export type PayoutStepLinkMutation$variables = {
  input: ServiceProviderInput;
};
export type PayoutStepLinkMutation$data = {
  readonly createServiceProviderPayoutLink: {
    readonly url: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type PayoutStepLinkMutation = {
  response: PayoutStepLinkMutation$data;
  variables: PayoutStepLinkMutation$variables;
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
    "concreteType": "ServiceProviderPayoutLinkPayload",
    "kind": "LinkedField",
    "name": "createServiceProviderPayoutLink",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "url",
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
    "name": "PayoutStepLinkMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PayoutStepLinkMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "7d3fdee3fce5e61684a77da1a507d7c5",
    "id": "d7c7bebd97c4bce326215196cfbfb28aee3adf86d6a28fa2aded03882beda4c6",
    "metadata": {},
    "name": "PayoutStepLinkMutation",
    "operationKind": "mutation",
    "text": "mutation PayoutStepLinkMutation(\n  $input: ServiceProviderInput!\n) {\n  createServiceProviderPayoutLink(input: $input) {\n    url\n    userErrors {\n      field\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "728930f9fe4a6b993110ca0aaa4fee4a";

export default node;
