/**
 * @generated SignedSource<<c056d4bea71500fb241ea4e6c7a925f2>>
 * @relayHash dd430554c4e2216b03d8195e4b1dedc4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID da2f83ba21887e5b3e5690e81eec6722ea6e7ea5298976a7d13fb708595a3664

import { ConcreteRequest } from 'relay-runtime';
export type FormKind = "LEAVE_FEEDBACK" | "PARTNER_MEETING" | "REALTOR_REFERRAL" | "%future added value";
export type StaffFormSubmissionQuery$variables = {
  id: string;
};
export type StaffFormSubmissionQuery$data = {
  readonly formSubmission: {
    readonly databaseId: string;
    readonly email: string;
    readonly fields: ReadonlyArray<{
      readonly name: string;
      readonly value: string;
    }>;
    readonly form: FormKind;
    readonly handled: boolean;
    readonly handledAt: string | null | undefined;
    readonly handledByEmail: string | null | undefined;
    readonly id: string;
    readonly ip: string | null | undefined;
    readonly submittedAt: string;
    readonly userId: string | null | undefined;
  } | null | undefined;
};
export type StaffFormSubmissionQuery = {
  response: StaffFormSubmissionQuery$data;
  variables: StaffFormSubmissionQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
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
        "name": "databaseId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "form",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "email",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "submittedAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "ip",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "userId",
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
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "FormField",
        "kind": "LinkedField",
        "name": "fields",
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
            "name": "value",
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
    "name": "StaffFormSubmissionQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "StaffFormSubmissionQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "dd430554c4e2216b03d8195e4b1dedc4",
    "id": "da2f83ba21887e5b3e5690e81eec6722ea6e7ea5298976a7d13fb708595a3664",
    "metadata": {},
    "name": "StaffFormSubmissionQuery",
    "operationKind": "query",
    "text": "query StaffFormSubmissionQuery(\n  $id: ID!\n) {\n  formSubmission(id: $id) {\n    id\n    databaseId\n    form\n    email\n    submittedAt\n    ip\n    userId\n    handled\n    handledAt\n    handledByEmail\n    fields {\n      name\n      value\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ae7eaf6b7f5864a0b933e8bf98830e65";

export default node;
