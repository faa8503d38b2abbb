/**
 * @generated SignedSource<<7376b52dedd8d474d3abaeb00a80228b>>
 * @relayHash 4dbcd0c902561314d9aff774b24c436e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f4cd15511be47c633435299226b40e4d0379a81435fdaa2142c4284dbf1fe09e

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ResendGuarantorInviteInput = {
  connectionId: string;
};
export type useResendGuarantorInviteMutation$variables = {
  input: ResendGuarantorInviteInput;
};
export type useResendGuarantorInviteMutation$data = {
  readonly resendGuarantorInvite: {
    readonly guarantorConnection: {
      readonly " $fragmentSpreads": FragmentRefs<"GuarantorConnectionItem_connection">;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type useResendGuarantorInviteMutation = {
  response: useResendGuarantorInviteMutation$data;
  variables: useResendGuarantorInviteMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
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
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useResendGuarantorInviteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ResendGuarantorInvitePayload",
        "kind": "LinkedField",
        "name": "resendGuarantorInvite",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "GuarantorConnection",
            "kind": "LinkedField",
            "name": "guarantorConnection",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "GuarantorConnectionItem_connection"
              }
            ],
            "storageKey": null
          },
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useResendGuarantorInviteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ResendGuarantorInvitePayload",
        "kind": "LinkedField",
        "name": "resendGuarantorInvite",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "GuarantorConnection",
            "kind": "LinkedField",
            "name": "guarantorConnection",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "status",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "guarantorName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "guarantorEmail",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "homeCity",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isApplicationActive",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "resendAvailableAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Building",
                "kind": "LinkedField",
                "name": "building",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "title",
                    "storageKey": null
                  },
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "4dbcd0c902561314d9aff774b24c436e",
    "id": "f4cd15511be47c633435299226b40e4d0379a81435fdaa2142c4284dbf1fe09e",
    "metadata": {},
    "name": "useResendGuarantorInviteMutation",
    "operationKind": "mutation",
    "text": "mutation useResendGuarantorInviteMutation(\n  $input: ResendGuarantorInviteInput!\n) {\n  resendGuarantorInvite(input: $input) {\n    guarantorConnection {\n      ...GuarantorConnectionItem_connection\n      id\n    }\n    userErrors {\n      message\n    }\n  }\n}\n\nfragment GuarantorConnectionItem_connection on GuarantorConnection {\n  id\n  status\n  guarantorName\n  guarantorEmail\n  homeCity\n  isApplicationActive\n  resendAvailableAt\n  building {\n    title\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "fe051f8d3b8e1bd1717468b4ee9ed75f";

export default node;
