/**
 * @generated SignedSource<<f881a56a86d81b4429f4c81c86c3d876>>
 * @relayHash 7d0afe39a112cb5369a78c07d4c2e90a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 80fd1cc0dc7fde57b9321c3c88eb6aa8f8e5c2f4617d81d9794cd64b988f5757

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useCreateReferralCodeMutation$variables = Record<PropertyKey, never>;
export type useCreateReferralCodeMutation$data = {
  readonly createReferralCode: {
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
    readonly viewer: {
      readonly referral: {
        readonly " $fragmentSpreads": FragmentRefs<"PromoteListing_referral">;
      } | null | undefined;
    };
  };
};
export type useCreateReferralCodeMutation = {
  response: useCreateReferralCodeMutation$data;
  variables: useCreateReferralCodeMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v1 = {
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
    },
    (v0/*:: as any*/)
  ],
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "formatted",
  "storageKey": null
},
v3 = [
  (v2/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useCreateReferralCodeMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ReferralPayload",
        "kind": "LinkedField",
        "name": "createReferralCode",
        "plural": false,
        "selections": [
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
                "concreteType": "Referral",
                "kind": "LinkedField",
                "name": "referral",
                "plural": false,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "PromoteListing_referral"
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useCreateReferralCodeMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ReferralPayload",
        "kind": "LinkedField",
        "name": "createReferralCode",
        "plural": false,
        "selections": [
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
                "concreteType": "Referral",
                "kind": "LinkedField",
                "name": "referral",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "eligible",
                    "storageKey": null
                  },
                  (v0/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Money",
                    "kind": "LinkedField",
                    "name": "friendCredit",
                    "plural": false,
                    "selections": (v3/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Money",
                    "kind": "LinkedField",
                    "name": "referrerCredit",
                    "plural": false,
                    "selections": (v3/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Money",
                    "kind": "LinkedField",
                    "name": "creditedTotal",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "cents",
                        "storageKey": null
                      },
                      (v2/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ReferralUse",
                    "kind": "LinkedField",
                    "name": "uses",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "friendFirstName",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "homeTitle",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "appliedAt",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "leaseSignedAt",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Money",
                        "kind": "LinkedField",
                        "name": "credit",
                        "plural": false,
                        "selections": (v3/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "creditedAt",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "7d0afe39a112cb5369a78c07d4c2e90a",
    "id": "80fd1cc0dc7fde57b9321c3c88eb6aa8f8e5c2f4617d81d9794cd64b988f5757",
    "metadata": {},
    "name": "useCreateReferralCodeMutation",
    "operationKind": "mutation",
    "text": "mutation useCreateReferralCodeMutation {\n  createReferralCode {\n    viewer {\n      referral {\n        ...PromoteListing_referral\n      }\n    }\n    userErrors {\n      field\n      message\n      code\n    }\n  }\n}\n\nfragment PromoteListing_referral on Referral {\n  eligible\n  code\n  friendCredit {\n    formatted\n  }\n  referrerCredit {\n    formatted\n  }\n  creditedTotal {\n    cents\n    formatted\n  }\n  uses {\n    friendFirstName\n    homeTitle\n    appliedAt\n    leaseSignedAt\n    credit {\n      formatted\n    }\n    creditedAt\n  }\n}\n"
  }
};
})();

(node as any).hash = "eb2afef4fb3a27ae9867a6bbf811d66f";

export default node;
