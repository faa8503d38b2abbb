/**
 * @generated SignedSource<<37973a3b709f05ad8e508957922e4286>>
 * @relayHash bc9b4664f7ec4459af1b879ae3ee219b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c9e913f7a3d5af8ee5ba404a396c2b25f064b48661ea661a7a461804a406f640

import { ConcreteRequest } from 'relay-runtime';
export type MandateStatus = "ACTIVE" | "MISSING" | "NOT_REQUIRED" | "%future added value";
export type PaymentSourceKind = "BANK_ACCOUNT" | "CARD" | "%future added value";
export type AddPaymentSourceInput = {
  bankAccountId?: string | null | undefined;
  bankPublicToken?: string | null | undefined;
  cardToken?: string | null | undefined;
  makeAutopay?: boolean | null | undefined;
};
export type useAddPaymentSourceMutation$variables = {
  input: AddPaymentSourceInput;
};
export type useAddPaymentSourceMutation$data = {
  readonly addPaymentSource: {
    readonly paymentSource: {
      readonly brand: string;
      readonly id: string;
      readonly isAutopay: boolean;
      readonly kind: PaymentSourceKind;
      readonly last4: string;
      readonly mandateStatus: MandateStatus;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useAddPaymentSourceMutation = {
  response: useAddPaymentSourceMutation$data;
  variables: useAddPaymentSourceMutation$variables;
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
    "concreteType": "AddPaymentSourcePayload",
    "kind": "LinkedField",
    "name": "addPaymentSource",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "PaymentSource",
        "kind": "LinkedField",
        "name": "paymentSource",
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
            "name": "kind",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "brand",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "last4",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isAutopay",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "mandateStatus",
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
    "name": "useAddPaymentSourceMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAddPaymentSourceMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "bc9b4664f7ec4459af1b879ae3ee219b",
    "id": "c9e913f7a3d5af8ee5ba404a396c2b25f064b48661ea661a7a461804a406f640",
    "metadata": {},
    "name": "useAddPaymentSourceMutation",
    "operationKind": "mutation",
    "text": "mutation useAddPaymentSourceMutation(\n  $input: AddPaymentSourceInput!\n) {\n  addPaymentSource(input: $input) {\n    paymentSource {\n      id\n      kind\n      brand\n      last4\n      isAutopay\n      mandateStatus\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4452af20666fe55633831dd0c198963c";

export default node;
