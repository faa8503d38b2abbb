/**
 * @generated SignedSource<<044aaa075c38a00414524da22d0c7c0b>>
 * @relayHash 0e89683ef1362581b4187de6f35b1a87
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 21f946c91a9e2c9443cd720416317b2dc9bcc31a41d58908cc024cbabb4076d6

import { ConcreteRequest } from 'relay-runtime';
export type LifecycleAction = "ADD_PROMO" | "APPLY_AUTOMATIC_PROMO" | "APPROVE" | "ASSIGN" | "CALCULATE_RENEWAL_RENT" | "DEACTIVATE" | "DECLINE_RENEWAL_OFFER" | "EARLY_LEASE_TERMINATION_VACATE_DATE" | "LEASE_NEGOTIATION" | "LEASE_NEGOTIATION_PARAMETERS" | "MANAGER_DENIAL" | "NON_RENEWAL" | "OCCUPANT_ADDENDUM_ATTACHMENT_URIS" | "REMOVE_PROMO" | "RENTERS_INSURANCE_POLICY" | "REQUEST_RELOCATION" | "REQUEST_RENEWAL" | "START_RENEWAL" | "UNASSIGN" | "%future added value";
export type AddLifecyclePromoCodeInput = {
  lifecycleId: string;
  promoCode: string;
};
export type usePromoCodeMutationsAddMutation$variables = {
  input: AddLifecyclePromoCodeInput;
};
export type usePromoCodeMutationsAddMutation$data = {
  readonly addLifecyclePromoCode: {
    readonly lifecycle: {
      readonly allowedActions: ReadonlyArray<LifecycleAction>;
      readonly id: string;
      readonly promoCode: string | null | undefined;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type usePromoCodeMutationsAddMutation = {
  response: usePromoCodeMutationsAddMutation$data;
  variables: usePromoCodeMutationsAddMutation$variables;
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
    "concreteType": "LifecycleActionPayload",
    "kind": "LinkedField",
    "name": "addLifecyclePromoCode",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Lifecycle",
        "kind": "LinkedField",
        "name": "lifecycle",
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
            "name": "promoCode",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "allowedActions",
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
    "name": "usePromoCodeMutationsAddMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "usePromoCodeMutationsAddMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "0e89683ef1362581b4187de6f35b1a87",
    "id": "21f946c91a9e2c9443cd720416317b2dc9bcc31a41d58908cc024cbabb4076d6",
    "metadata": {},
    "name": "usePromoCodeMutationsAddMutation",
    "operationKind": "mutation",
    "text": "mutation usePromoCodeMutationsAddMutation(\n  $input: AddLifecyclePromoCodeInput!\n) {\n  addLifecyclePromoCode(input: $input) {\n    lifecycle {\n      id\n      promoCode\n      allowedActions\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "faeb19c8995756c286f429434cf2dee5";

export default node;
