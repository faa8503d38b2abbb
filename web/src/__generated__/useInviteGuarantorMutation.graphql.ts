/**
 * @generated SignedSource<<d868fcdca63e27a1fe38309d89d5e844>>
 * @relayHash a57bb603d05ed10a4b3f8092ea52a636
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 23628d49f78d7c6f58a89e6e782743e1cf29ef197f1e5c0522c41d45e9410cc0

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type InviteGuarantorInput = {
  guarantorEmail: string;
  guarantorName: string;
  lifecycleId: string;
};
export type useInviteGuarantorMutation$variables = {
  input: InviteGuarantorInput;
};
export type useInviteGuarantorMutation$data = {
  readonly inviteGuarantor: {
    readonly guarantorConnection: {
      readonly guarantorName: string;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
    readonly viewer: {
      readonly guarantorConnections: ReadonlyArray<{
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"GuarantorConnectionItem_connection">;
      }>;
    };
  };
};
export type useInviteGuarantorMutation = {
  response: useInviteGuarantorMutation$data;
  variables: useInviteGuarantorMutation$variables;
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
  "kind": "ScalarField",
  "name": "guarantorName",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useInviteGuarantorMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "InviteGuarantorPayload",
        "kind": "LinkedField",
        "name": "inviteGuarantor",
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
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
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
                "concreteType": "GuarantorConnection",
                "kind": "LinkedField",
                "name": "guarantorConnections",
                "plural": true,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "GuarantorConnectionItem_connection"
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v4/*:: as any*/)
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
    "name": "useInviteGuarantorMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "InviteGuarantorPayload",
        "kind": "LinkedField",
        "name": "inviteGuarantor",
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
              (v2/*:: as any*/),
              (v3/*:: as any*/)
            ],
            "storageKey": null
          },
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
                "concreteType": "GuarantorConnection",
                "kind": "LinkedField",
                "name": "guarantorConnections",
                "plural": true,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "status",
                    "storageKey": null
                  },
                  (v2/*:: as any*/),
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
              }
            ],
            "storageKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "a57bb603d05ed10a4b3f8092ea52a636",
    "id": "23628d49f78d7c6f58a89e6e782743e1cf29ef197f1e5c0522c41d45e9410cc0",
    "metadata": {},
    "name": "useInviteGuarantorMutation",
    "operationKind": "mutation",
    "text": "mutation useInviteGuarantorMutation(\n  $input: InviteGuarantorInput!\n) {\n  inviteGuarantor(input: $input) {\n    guarantorConnection {\n      guarantorName\n      id\n    }\n    viewer {\n      guarantorConnections {\n        id\n        ...GuarantorConnectionItem_connection\n      }\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}\n\nfragment GuarantorConnectionItem_connection on GuarantorConnection {\n  id\n  status\n  guarantorName\n  guarantorEmail\n  homeCity\n  isApplicationActive\n  resendAvailableAt\n  building {\n    title\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "0ae9dca4857c2cafc0090518329e1fe9";

export default node;
