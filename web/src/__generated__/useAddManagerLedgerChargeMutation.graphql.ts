/**
 * @generated SignedSource<<2aeb26cc3658e057d36c69c6d882bf24>>
 * @relayHash 80037a8874906a8d7044257c5a163c0c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 457cf96e8b8bfd9d394931eda612114d3865f662cecbe704cbfaedc56301db0f

import { ConcreteRequest } from 'relay-runtime';
export type LedgerItemType = "BEDROOM_RENT" | "BEDROOM_SECURITY_DEPOSIT" | "EARLY_LEASE_TERMINATION_FEE" | "FURNITURE_REIMBURSEMENT" | "LEGACY_FULL_HOME_RENT_AND_DEPOSIT" | "PET_FEE" | "RESIDENTIAL_SERVICE_PAYMENT" | "ROOM_SWITCH_FEE" | "TENANT_PROMOTIONAL_CREDIT" | "UNCATEGORIZED" | "UNCATEGORIZED_SERVICE" | "UTILITY_REIMBURSEMENT" | "V2_TO_V4_UTILITIES_REIMBURSEMENT" | "WASHER_DRYER_REIMBURSEMENT" | "%future added value";
export type AddManagerLedgerChargeInput = {
  amountCents: number;
  description: string;
  idempotencyKey: string;
  ledgerItemType: LedgerItemType;
  managerUserId: string;
};
export type useAddManagerLedgerChargeMutation$variables = {
  input: AddManagerLedgerChargeInput;
};
export type useAddManagerLedgerChargeMutation$data = {
  readonly addManagerLedgerCharge: {
    readonly ok: boolean;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useAddManagerLedgerChargeMutation = {
  response: useAddManagerLedgerChargeMutation$data;
  variables: useAddManagerLedgerChargeMutation$variables;
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
    "concreteType": "StaffLedgerPayload",
    "kind": "LinkedField",
    "name": "addManagerLedgerCharge",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "ok",
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
    "name": "useAddManagerLedgerChargeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAddManagerLedgerChargeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "80037a8874906a8d7044257c5a163c0c",
    "id": "457cf96e8b8bfd9d394931eda612114d3865f662cecbe704cbfaedc56301db0f",
    "metadata": {},
    "name": "useAddManagerLedgerChargeMutation",
    "operationKind": "mutation",
    "text": "mutation useAddManagerLedgerChargeMutation(\n  $input: AddManagerLedgerChargeInput!\n) {\n  addManagerLedgerCharge(input: $input) {\n    ok\n    userErrors {\n      field\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8a9c215ff163a4c0d8c9f351de9b8b9e";

export default node;
