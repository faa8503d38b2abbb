/**
 * @generated SignedSource<<8ef9a90f9b5c53f976bb3c889e870fad>>
 * @relayHash bc6af36f43ea12119ac22a6729dcdc54
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 93a989defb68ae356b9f1674fedeabc2910d3f8b2e530f500a040a56e8b69dbc

import { ConcreteRequest } from 'relay-runtime';
export type SubmitReferenceFormInput = {
  answers: ReferenceFormAnswersInput;
  token: string;
};
export type ReferenceFormAnswersInput = {
  comments?: string | null | undefined;
  leaseViolations: boolean;
  paidOnTime: boolean;
  relationshipConfirmed: boolean;
  wouldRentAgain: boolean;
};
export type useSubmitReferenceFormMutation$variables = {
  input: SubmitReferenceFormInput;
};
export type useSubmitReferenceFormMutation$data = {
  readonly submitReferenceForm: {
    readonly answeredAt: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useSubmitReferenceFormMutation = {
  response: useSubmitReferenceFormMutation$data;
  variables: useSubmitReferenceFormMutation$variables;
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
    "concreteType": "SubmitReferenceFormPayload",
    "kind": "LinkedField",
    "name": "submitReferenceForm",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "answeredAt",
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
    "name": "useSubmitReferenceFormMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSubmitReferenceFormMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "bc6af36f43ea12119ac22a6729dcdc54",
    "id": "93a989defb68ae356b9f1674fedeabc2910d3f8b2e530f500a040a56e8b69dbc",
    "metadata": {},
    "name": "useSubmitReferenceFormMutation",
    "operationKind": "mutation",
    "text": "mutation useSubmitReferenceFormMutation(\n  $input: SubmitReferenceFormInput!\n) {\n  submitReferenceForm(input: $input) {\n    answeredAt\n    userErrors {\n      field\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "29d2afeaaf95b9d9c22ffe3ed96bb28d";

export default node;
