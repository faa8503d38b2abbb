/**
 * @generated SignedSource<<b3b26b5803534a9c284e52f3b8da98ce>>
 * @relayHash 4dc1c1cd8ac8f089e3f5cf192a3a571d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 18ddafe022006c49fc017bd2792f1aa22c54bcac6235218613dcca56c55ee467

import { ConcreteRequest } from 'relay-runtime';
export type MarkFormSubmissionHandledInput = {
  handled?: boolean | null | undefined;
  id: string;
};
export type StaffFormSubmissionMutation$variables = {
  input: MarkFormSubmissionHandledInput;
};
export type StaffFormSubmissionMutation$data = {
  readonly markFormSubmissionHandled: {
    readonly formSubmission: {
      readonly handled: boolean;
      readonly handledAt: string | null | undefined;
      readonly handledByEmail: string | null | undefined;
      readonly id: string;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type StaffFormSubmissionMutation = {
  response: StaffFormSubmissionMutation$data;
  variables: StaffFormSubmissionMutation$variables;
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
    "concreteType": "MarkFormSubmissionHandledPayload",
    "kind": "LinkedField",
    "name": "markFormSubmissionHandled",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "FormSubmission",
        "kind": "LinkedField",
        "name": "formSubmission",
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
            "kind": "ScalarField",
            "name": "handled",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "handledAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "handledByEmail",
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
    "name": "StaffFormSubmissionMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "StaffFormSubmissionMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "4dc1c1cd8ac8f089e3f5cf192a3a571d",
    "id": "18ddafe022006c49fc017bd2792f1aa22c54bcac6235218613dcca56c55ee467",
    "metadata": {},
    "name": "StaffFormSubmissionMutation",
    "operationKind": "mutation",
    "text": "mutation StaffFormSubmissionMutation(\n  $input: MarkFormSubmissionHandledInput!\n) {\n  markFormSubmissionHandled(input: $input) {\n    formSubmission {\n      id\n      handled\n      handledAt\n      handledByEmail\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b1d05f7984afe9d362ddf597fa417545";

export default node;
