/**
 * @generated SignedSource<<bdefcf1cd6da210d7653225e898ec8a8>>
 * @relayHash 972c0c602d86294d815981ee56ba9b4c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 36b06444cd0e42c853290f6bbc05d31c3d524cab162cd25e28aad4db76999c44

import { ConcreteRequest } from 'relay-runtime';
export type RemoveTenantRentalReferenceInput = {
  tenantRentalReferenceId: string;
};
export type useRemoveTenantRentalReferenceMutation$variables = {
  input: RemoveTenantRentalReferenceInput;
};
export type useRemoveTenantRentalReferenceMutation$data = {
  readonly removeTenantRentalReference: {
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
    readonly viewer: {
      readonly tenantRentalReferences: ReadonlyArray<{
        readonly id: string;
      }>;
    };
  };
};
export type useRemoveTenantRentalReferenceMutation = {
  response: useRemoveTenantRentalReferenceMutation$data;
  variables: useRemoveTenantRentalReferenceMutation$variables;
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
    "concreteType": "RemoveTenantRentalReferencePayload",
    "kind": "LinkedField",
    "name": "removeTenantRentalReference",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "TenantRentalReference",
            "kind": "LinkedField",
            "name": "tenantRentalReferences",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
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
    "name": "useRemoveTenantRentalReferenceMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRemoveTenantRentalReferenceMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "972c0c602d86294d815981ee56ba9b4c",
    "id": "36b06444cd0e42c853290f6bbc05d31c3d524cab162cd25e28aad4db76999c44",
    "metadata": {},
    "name": "useRemoveTenantRentalReferenceMutation",
    "operationKind": "mutation",
    "text": "mutation useRemoveTenantRentalReferenceMutation(\n  $input: RemoveTenantRentalReferenceInput!\n) {\n  removeTenantRentalReference(input: $input) {\n    viewer {\n      tenantRentalReferences {\n        id\n      }\n    }\n    userErrors {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "9adba393620753cbf5d69f91b53a7414";

export default node;
