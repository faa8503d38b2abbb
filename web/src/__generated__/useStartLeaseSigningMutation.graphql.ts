/**
 * @generated SignedSource<<2c4b1ccbd8ebb324535a285ff4341c00>>
 * @relayHash 6ffdb534ee341ce4d39775f8a28fa00d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5f3305d6b4fd36f82cc076f610fc953fc8a97648460df1183f073471ae0b5357

import { ConcreteRequest } from 'relay-runtime';
export type StartLeaseSigningInput = {
  leaseId: string;
};
export type useStartLeaseSigningMutation$variables = {
  input: StartLeaseSigningInput;
};
export type useStartLeaseSigningMutation$data = {
  readonly startLeaseSigning: {
    readonly signingSession: {
      readonly signingToken: string;
      readonly textSha256: string;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useStartLeaseSigningMutation = {
  response: useStartLeaseSigningMutation$data;
  variables: useStartLeaseSigningMutation$variables;
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
    "concreteType": "StartLeaseSigningPayload",
    "kind": "LinkedField",
    "name": "startLeaseSigning",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "LeaseSigningSession",
        "kind": "LinkedField",
        "name": "signingSession",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "signingToken",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "textSha256",
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
    "name": "useStartLeaseSigningMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useStartLeaseSigningMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "6ffdb534ee341ce4d39775f8a28fa00d",
    "id": "5f3305d6b4fd36f82cc076f610fc953fc8a97648460df1183f073471ae0b5357",
    "metadata": {},
    "name": "useStartLeaseSigningMutation",
    "operationKind": "mutation",
    "text": "mutation useStartLeaseSigningMutation(\n  $input: StartLeaseSigningInput!\n) {\n  startLeaseSigning(input: $input) {\n    signingSession {\n      signingToken\n      textSha256\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a374ee755596f0cf6d3c357196a8ccfb";

export default node;
