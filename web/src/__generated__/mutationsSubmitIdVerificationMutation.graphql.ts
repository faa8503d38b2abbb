/**
 * @generated SignedSource<<96cfd4bf37519c022588f6d974a19dde>>
 * @relayHash 2333cd664abbc3af2d2b166ea9220ec3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5acb36fc54b8dd7a684c6aaa3fd5aac74f293738cb4fceaebbc3b9becfbbc359

import { ConcreteRequest } from 'relay-runtime';
export type IdVerificationStatus = "REJECTED" | "SUBMITTED" | "VERIFIED" | "%future added value";
export type IdentityDocumentType = "DRIVERS_LICENCE" | "EMPLOYMENT_AUTHORIZATION_CARD" | "MILITARY_ID" | "PASSPORT" | "PASSPORT_CARD" | "PERMANENT_RESIDENT_CARD" | "STATE_ID" | "TRIBAL_ID" | "%future added value";
export type SubmitIdVerificationInput = {
  backFileId?: string | null | undefined;
  documentType: IdentityDocumentType;
  frontFileId: string;
};
export type mutationsSubmitIdVerificationMutation$variables = {
  input: SubmitIdVerificationInput;
};
export type mutationsSubmitIdVerificationMutation$data = {
  readonly submitIdVerification: {
    readonly idVerification: {
      readonly status: IdVerificationStatus;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type mutationsSubmitIdVerificationMutation = {
  response: mutationsSubmitIdVerificationMutation$data;
  variables: mutationsSubmitIdVerificationMutation$variables;
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
  "name": "status",
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
    "name": "mutationsSubmitIdVerificationMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SubmitIdVerificationPayload",
        "kind": "LinkedField",
        "name": "submitIdVerification",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "IdVerification",
            "kind": "LinkedField",
            "name": "idVerification",
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
    "name": "mutationsSubmitIdVerificationMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SubmitIdVerificationPayload",
        "kind": "LinkedField",
        "name": "submitIdVerification",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "IdVerification",
            "kind": "LinkedField",
            "name": "idVerification",
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
    "cacheID": "2333cd664abbc3af2d2b166ea9220ec3",
    "id": "5acb36fc54b8dd7a684c6aaa3fd5aac74f293738cb4fceaebbc3b9becfbbc359",
    "metadata": {},
    "name": "mutationsSubmitIdVerificationMutation",
    "operationKind": "mutation",
    "text": "mutation mutationsSubmitIdVerificationMutation(\n  $input: SubmitIdVerificationInput!\n) {\n  submitIdVerification(input: $input) {\n    idVerification {\n      status\n      id\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "5973af4897f7e71656dc7ec8bd0aa5da";

export default node;
