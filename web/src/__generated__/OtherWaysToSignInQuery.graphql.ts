/**
 * @generated SignedSource<<9fda901bc391c19a977ac927fcedc330>>
 * @relayHash a7018eacdddcefb6ea946082b9e29c59
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c567e95d7bced5ae081aefc32af53daa341a7b0aa7111e2b6a7d672b4ecc76d4

import { ConcreteRequest } from 'relay-runtime';
export type SignInProviderName = "APPLE" | "GOOGLE" | "LOCAL" | "%future added value";
export type OtherWaysToSignInQuery$variables = Record<PropertyKey, never>;
export type OtherWaysToSignInQuery$data = {
  readonly signInProviders: ReadonlyArray<{
    readonly authorizationUrl: string;
    readonly clientId: string;
    readonly name: SignInProviderName;
  }>;
};
export type OtherWaysToSignInQuery = {
  response: OtherWaysToSignInQuery$data;
  variables: OtherWaysToSignInQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "SignInProvider",
    "kind": "LinkedField",
    "name": "signInProviders",
    "plural": true,
    "selections": [
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
        "name": "clientId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "authorizationUrl",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "OtherWaysToSignInQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "OtherWaysToSignInQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "a7018eacdddcefb6ea946082b9e29c59",
    "id": "c567e95d7bced5ae081aefc32af53daa341a7b0aa7111e2b6a7d672b4ecc76d4",
    "metadata": {},
    "name": "OtherWaysToSignInQuery",
    "operationKind": "query",
    "text": "query OtherWaysToSignInQuery {\n  signInProviders {\n    name\n    clientId\n    authorizationUrl\n  }\n}\n"
  }
};
})();

(node as any).hash = "75cf7c58cd0592b3abb44da2cb3d45a8";

export default node;
