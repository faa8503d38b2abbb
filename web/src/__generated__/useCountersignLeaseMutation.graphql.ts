/**
 * @generated SignedSource<<cba1b886c45c76d54c2f283078f59871>>
 * @relayHash bd2ffa887fe4a8066f56926d1f5d6628
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b20f90f1e0375d8a4a373164500e3d564681abe37555b8e6bae111adb775ed41

import { ConcreteRequest } from 'relay-runtime';
export type LeaseStatus = "COUNTERSIGNED" | "PREPARED" | "TENANT_SIGNED" | "VOIDED" | "%future added value";
export type SignLeaseInput = {
  agreed: boolean;
  leaseId: string;
  signingToken: string;
  typedName: string;
};
export type useCountersignLeaseMutation$variables = {
  input: SignLeaseInput;
};
export type useCountersignLeaseMutation$data = {
  readonly countersignLease: {
    readonly lease: {
      readonly id: string;
      readonly lifecycle: {
        readonly hasUnsignedManagerLease: boolean;
        readonly id: string;
      } | null | undefined;
      readonly managerSignature: {
        readonly signedAt: string;
        readonly typedName: string;
      } | null | undefined;
      readonly status: LeaseStatus;
      readonly viewerCanSign: boolean;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useCountersignLeaseMutation = {
  response: useCountersignLeaseMutation$data;
  variables: useCountersignLeaseMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "SignLeasePayload",
    "kind": "LinkedField",
    "name": "countersignLease",
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
          (v1/*:: as any*/),
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
            "name": "viewerCanSign",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "LeaseSignature",
            "kind": "LinkedField",
            "name": "managerSignature",
            "plural": false,
            "selections": [
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
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Lifecycle",
            "kind": "LinkedField",
            "name": "lifecycle",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasUnsignedManagerLease",
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
    "name": "useCountersignLeaseMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCountersignLeaseMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "bd2ffa887fe4a8066f56926d1f5d6628",
    "id": "b20f90f1e0375d8a4a373164500e3d564681abe37555b8e6bae111adb775ed41",
    "metadata": {},
    "name": "useCountersignLeaseMutation",
    "operationKind": "mutation",
    "text": "mutation useCountersignLeaseMutation(\n  $input: SignLeaseInput!\n) {\n  countersignLease(input: $input) {\n    lease {\n      id\n      status\n      viewerCanSign\n      managerSignature {\n        typedName\n        signedAt\n      }\n      lifecycle {\n        id\n        hasUnsignedManagerLease\n      }\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "732553f561dad489ff8405044ef2269e";

export default node;
