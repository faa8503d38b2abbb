/**
 * @generated SignedSource<<33799c189abc2df0ae99e60c0d9b155c>>
 * @relayHash 5379408b770ef563bd2845516943c7fb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 56967226932554c8cb4d5aeddf6badf512ae8f48c10d7d767c099d203bcdcdd0

import { ConcreteRequest } from 'relay-runtime';
export type LifecycleAction = "ADD_PROMO" | "APPLY_AUTOMATIC_PROMO" | "APPROVE" | "ASSIGN" | "CALCULATE_RENEWAL_RENT" | "DEACTIVATE" | "DECLINE_RENEWAL_OFFER" | "EARLY_LEASE_TERMINATION_VACATE_DATE" | "LEASE_NEGOTIATION" | "LEASE_NEGOTIATION_PARAMETERS" | "MANAGER_DENIAL" | "NON_RENEWAL" | "OCCUPANT_ADDENDUM_ATTACHMENT_URIS" | "REMOVE_PROMO" | "RENTERS_INSURANCE_POLICY" | "REQUEST_RELOCATION" | "REQUEST_RENEWAL" | "START_RENEWAL" | "UNASSIGN" | "%future added value";
export type TakeLifecycleActionInput = {
  action: LifecycleAction;
  lifecycleId: string;
};
export type usePromoCodeMutationsRemoveMutation$variables = {
  input: TakeLifecycleActionInput;
};
export type usePromoCodeMutationsRemoveMutation$data = {
  readonly takeLifecycleAction: {
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
export type usePromoCodeMutationsRemoveMutation = {
  response: usePromoCodeMutationsRemoveMutation$data;
  variables: usePromoCodeMutationsRemoveMutation$variables;
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
    "name": "takeLifecycleAction",
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
    "name": "usePromoCodeMutationsRemoveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "usePromoCodeMutationsRemoveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "5379408b770ef563bd2845516943c7fb",
    "id": "56967226932554c8cb4d5aeddf6badf512ae8f48c10d7d767c099d203bcdcdd0",
    "metadata": {},
    "name": "usePromoCodeMutationsRemoveMutation",
    "operationKind": "mutation",
    "text": "mutation usePromoCodeMutationsRemoveMutation(\n  $input: TakeLifecycleActionInput!\n) {\n  takeLifecycleAction(input: $input) {\n    lifecycle {\n      id\n      promoCode\n      allowedActions\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "97ac1c6fd4716af5633cecb4f2b7dab5";

export default node;
