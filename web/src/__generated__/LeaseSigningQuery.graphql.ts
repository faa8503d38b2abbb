/**
 * @generated SignedSource<<ae79f445c77e17c976cc303cf9320b35>>
 * @relayHash 8a5fa0bf7cea51efb2cf0cf7c551fb1a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0de2a9d8cdceed0d2bdffceb5e03549f315f66675081b81b1ccf91de007e47da

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LeaseStatus = "COUNTERSIGNED" | "PREPARED" | "TENANT_SIGNED" | "VOIDED" | "%future added value";
export type LeaseSigningQuery$variables = {
  databaseId: string;
};
export type LeaseSigningQuery$data = {
  readonly lease: {
    readonly databaseId: string;
    readonly id: string;
    readonly status: LeaseStatus;
    readonly viewerCanSign: boolean;
    readonly " $fragmentSpreads": FragmentRefs<"LeaseDocument_lease" | "LeaseStatusNote_lease">;
  } | null | undefined;
  readonly viewer: {
    readonly isGuest: boolean;
    readonly user: {
      readonly firstName: string;
      readonly lastName: string;
    } | null | undefined;
  };
};
export type LeaseSigningQuery = {
  response: LeaseSigningQuery$data;
  variables: LeaseSigningQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "databaseId"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isGuest",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "firstName",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastName",
  "storageKey": null
},
v4 = [
  {
    "kind": "Variable",
    "name": "databaseId",
    "variableName": "databaseId"
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerCanSign",
  "storageKey": null
},
v9 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "formatted",
    "storageKey": null
  }
],
v10 = [
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
    "name": "LeaseSigningQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "Lease",
        "kind": "LinkedField",
        "name": "lease",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "LeaseDocument_lease"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "LeaseStatusNote_lease"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LeaseSigningQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v5/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "Lease",
        "kind": "LinkedField",
        "name": "lease",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "text",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "versionName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Money",
            "kind": "LinkedField",
            "name": "securityDeposit",
            "plural": false,
            "selections": (v9/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "LeaseTerm",
            "kind": "LinkedField",
            "name": "term",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "startDate",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "endDate",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "LeaseRent",
            "kind": "LinkedField",
            "name": "rent",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Money",
                "kind": "LinkedField",
                "name": "base",
                "plural": false,
                "selections": (v9/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Money",
                "kind": "LinkedField",
                "name": "utilities",
                "plural": false,
                "selections": (v9/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Money",
                "kind": "LinkedField",
                "name": "platformFee",
                "plural": false,
                "selections": (v9/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Money",
                "kind": "LinkedField",
                "name": "total",
                "plural": false,
                "selections": (v9/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "LeaseSignature",
            "kind": "LinkedField",
            "name": "tenantSignature",
            "plural": false,
            "selections": (v10/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "LeaseSignature",
            "kind": "LinkedField",
            "name": "managerSignature",
            "plural": false,
            "selections": (v10/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "8a5fa0bf7cea51efb2cf0cf7c551fb1a",
    "id": "0de2a9d8cdceed0d2bdffceb5e03549f315f66675081b81b1ccf91de007e47da",
    "metadata": {},
    "name": "LeaseSigningQuery",
    "operationKind": "query",
    "text": "query LeaseSigningQuery(\n  $databaseId: String!\n) {\n  viewer {\n    isGuest\n    user {\n      firstName\n      lastName\n      id\n    }\n  }\n  lease(databaseId: $databaseId) {\n    id\n    databaseId\n    status\n    viewerCanSign\n    ...LeaseDocument_lease\n    ...LeaseStatusNote_lease\n  }\n}\n\nfragment LeaseDocument_lease on Lease {\n  text\n  versionName\n  securityDeposit {\n    formatted\n  }\n  term {\n    startDate\n    endDate\n  }\n  rent {\n    base {\n      formatted\n    }\n    utilities {\n      formatted\n    }\n    platformFee {\n      formatted\n    }\n    total {\n      formatted\n    }\n  }\n}\n\nfragment LeaseStatusNote_lease on Lease {\n  status\n  tenantSignature {\n    typedName\n    signedAt\n  }\n  managerSignature {\n    typedName\n    signedAt\n  }\n}\n"
  }
};
})();

(node as any).hash = "b0daa5b34b88dd1da7755e33fefc960e";

export default node;
