/**
 * @generated SignedSource<<ba21d7e9945e831daf9ff55676906b04>>
 * @relayHash 99c28006912d706e0961ca13b441d06f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bc7ffd061854d4cc9d1c89e9e962c1f8c0cf56405d526baf5a2950b439c00f3a

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LeaseStatus = "COUNTERSIGNED" | "PREPARED" | "TENANT_SIGNED" | "VOIDED" | "%future added value";
export type SignLeaseInput = {
  agreed: boolean;
  leaseId: string;
  signingToken: string;
  typedName: string;
};
export type useSignLeaseMutation$variables = {
  input: SignLeaseInput;
};
export type useSignLeaseMutation$data = {
  readonly signLease: {
    readonly lease: {
      readonly id: string;
      readonly status: LeaseStatus;
      readonly viewerCanSign: boolean;
      readonly " $fragmentSpreads": FragmentRefs<"LeaseStatusNote_lease">;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useSignLeaseMutation = {
  response: useSignLeaseMutation$data;
  variables: useSignLeaseMutation$variables;
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
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerCanSign",
  "storageKey": null
},
v5 = {
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
},
v6 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "typedName",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "signedAt",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSignLeaseMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SignLeasePayload",
        "kind": "LinkedField",
        "name": "signLease",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Lease",
            "kind": "LinkedField",
            "name": "lease",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "LeaseStatusNote_lease"
              }
            ],
            "storageKey": null
          },
          (v5/*:: as any*/)
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
    "name": "useSignLeaseMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SignLeasePayload",
        "kind": "LinkedField",
        "name": "signLease",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Lease",
            "kind": "LinkedField",
            "name": "lease",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "LeaseSignature",
                "kind": "LinkedField",
                "name": "tenantSignature",
                "plural": false,
                "selections": (v6/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "LeaseSignature",
                "kind": "LinkedField",
                "name": "managerSignature",
                "plural": false,
                "selections": (v6/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "99c28006912d706e0961ca13b441d06f",
    "id": "bc7ffd061854d4cc9d1c89e9e962c1f8c0cf56405d526baf5a2950b439c00f3a",
    "metadata": {},
    "name": "useSignLeaseMutation",
    "operationKind": "mutation",
    "text": "mutation useSignLeaseMutation(\n  $input: SignLeaseInput!\n) {\n  signLease(input: $input) {\n    lease {\n      id\n      status\n      viewerCanSign\n      ...LeaseStatusNote_lease\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}\n\nfragment LeaseStatusNote_lease on Lease {\n  status\n  tenantSignature {\n    typedName\n    signedAt\n  }\n  managerSignature {\n    typedName\n    signedAt\n  }\n}\n"
  }
};
})();

(node as any).hash = "38a98ec4b7c52b3b2a55387551015376";

export default node;
