/**
 * @generated SignedSource<<c8a5521cf7aaa0c12f89a0e327d2efb5>>
 * @relayHash f6b65f72571f60abd8d91f4accd71ea3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID acc0936efb77ded30c089ff2d6ef9cf036e0871ab0edb37c9647b185e2d2e828

import { ConcreteRequest } from 'relay-runtime';
export type RoommateRelationship = "BALANCED" | "MINIMAL" | "SOCIAL" | "%future added value";
export type UpdateProfileInput = {
  firstName?: string | null | undefined;
  interests?: ReadonlyArray<string> | null | undefined;
  isRentingWithAnimal?: boolean | null | undefined;
  lastName?: string | null | undefined;
  occupation?: string | null | undefined;
  phoneNumber?: string | null | undefined;
  roommateRelationshipPreference?: RoommateRelationship | null | undefined;
};
export type useAddLeaseNameMutation$variables = {
  input: UpdateProfileInput;
};
export type useAddLeaseNameMutation$data = {
  readonly updateProfile: {
    readonly user: {
      readonly firstName: string;
      readonly id: string;
      readonly lastName: string;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useAddLeaseNameMutation = {
  response: useAddLeaseNameMutation$data;
  variables: useAddLeaseNameMutation$variables;
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
    "concreteType": "UpdateProfilePayload",
    "kind": "LinkedField",
    "name": "updateProfile",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
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
            "name": "firstName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lastName",
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
    "name": "useAddLeaseNameMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAddLeaseNameMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "f6b65f72571f60abd8d91f4accd71ea3",
    "id": "acc0936efb77ded30c089ff2d6ef9cf036e0871ab0edb37c9647b185e2d2e828",
    "metadata": {},
    "name": "useAddLeaseNameMutation",
    "operationKind": "mutation",
    "text": "mutation useAddLeaseNameMutation(\n  $input: UpdateProfileInput!\n) {\n  updateProfile(input: $input) {\n    user {\n      id\n      firstName\n      lastName\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "fdff564d7ef5a83cc76bb21752e045f2";

export default node;
