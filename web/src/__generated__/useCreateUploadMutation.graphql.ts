/**
 * @generated SignedSource<<2a9c05871e26ba7814b8cda4e1f44f4e>>
 * @relayHash 8001d3d8eb56aee9574bf8335438516f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 50049e977557a32385e1b7befdb44807948848ef83aa919a646ac5a4c5c708b2

import { ConcreteRequest } from 'relay-runtime';
export type UploadPurpose = "ANIMAL_PHOTO" | "APPLICANT_PROFILE_PHOTO" | "BUILDING_PHOTO" | "CASE_EVIDENCE" | "IDENTITY_DOCUMENT" | "INCOME_DOCUMENT" | "MAINTENANCE_DOCUMENT" | "MAINTENANCE_PHOTO" | "REFERENCE_DOCUMENT" | "RENTERS_INSURANCE_DOCUMENT" | "SERVICE_ACTIVITY_PHOTO" | "SERVICE_PROVIDER_DOCUMENT" | "SERVICE_PROVIDER_PHOTO" | "%future added value";
export type CreateUploadInput = {
  contentType: string;
  fileName: string;
  purpose: UploadPurpose;
  sizeBytes: number;
};
export type useCreateUploadMutation$variables = {
  input: CreateUploadInput;
};
export type useCreateUploadMutation$data = {
  readonly createUpload: {
    readonly upload: {
      readonly fileId: string;
      readonly headers: ReadonlyArray<{
        readonly name: string;
        readonly value: string;
      }>;
      readonly uploadUrl: string;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useCreateUploadMutation = {
  response: useCreateUploadMutation$data;
  variables: useCreateUploadMutation$variables;
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
    "concreteType": "CreateUploadPayload",
    "kind": "LinkedField",
    "name": "createUpload",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Upload",
        "kind": "LinkedField",
        "name": "upload",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "fileId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "uploadUrl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "HttpHeader",
            "kind": "LinkedField",
            "name": "headers",
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
    "name": "useCreateUploadMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreateUploadMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "8001d3d8eb56aee9574bf8335438516f",
    "id": "50049e977557a32385e1b7befdb44807948848ef83aa919a646ac5a4c5c708b2",
    "metadata": {},
    "name": "useCreateUploadMutation",
    "operationKind": "mutation",
    "text": "mutation useCreateUploadMutation(\n  $input: CreateUploadInput!\n) {\n  createUpload(input: $input) {\n    upload {\n      fileId\n      uploadUrl\n      headers {\n        name\n        value\n      }\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c2422f5800b0b294370ecb40c0aff1e2";

export default node;
