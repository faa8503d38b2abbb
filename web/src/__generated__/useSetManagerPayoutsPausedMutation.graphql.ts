/**
 * @generated SignedSource<<e4170f65d062fca8ef9f9e48049b5552>>
 * @relayHash daa67f7c8595a684e2a4760bdb2e109c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3671b86f0f089cff6a27a59aca0bf46c91d3d61a9251aa33ee7ff3690109a826

import { ConcreteRequest } from 'relay-runtime';
export type PauseManagerPayoutsInput = {
  managerUserId: string;
  paused: boolean;
  reason?: string | null | undefined;
};
export type useSetManagerPayoutsPausedMutation$variables = {
  input: PauseManagerPayoutsInput;
};
export type useSetManagerPayoutsPausedMutation$data = {
  readonly setManagerPayoutsPaused: {
    readonly ok: boolean;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useSetManagerPayoutsPausedMutation = {
  response: useSetManagerPayoutsPausedMutation$data;
  variables: useSetManagerPayoutsPausedMutation$variables;
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
    "name": "setManagerPayoutsPaused",
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
    "name": "useSetManagerPayoutsPausedMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetManagerPayoutsPausedMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "daa67f7c8595a684e2a4760bdb2e109c",
    "id": "3671b86f0f089cff6a27a59aca0bf46c91d3d61a9251aa33ee7ff3690109a826",
    "metadata": {},
    "name": "useSetManagerPayoutsPausedMutation",
    "operationKind": "mutation",
    "text": "mutation useSetManagerPayoutsPausedMutation(\n  $input: PauseManagerPayoutsInput!\n) {\n  setManagerPayoutsPaused(input: $input) {\n    ok\n    userErrors {\n      field\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7268e412fce18a078e16a110e48dab05";

export default node;
