/**
 * @generated SignedSource<<386f50cee898dbab0a0987e9527b5b18>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ServiceProviderPayoutStatus = "AWAITING_PAYOUT_ACCOUNT" | "PAID" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PayoutsSection_provider$data = {
  readonly payouts: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly amountCents: number;
        readonly city: string;
        readonly createdAt: string;
        readonly databaseId: number;
        readonly paidAt: string | null | undefined;
        readonly serviceTypeName: string;
        readonly state: string;
        readonly status: ServiceProviderPayoutStatus;
      };
    }>;
  };
  readonly " $fragmentType": "PayoutsSection_provider";
};
export type PayoutsSection_provider$key = {
  readonly " $data"?: PayoutsSection_provider$data;
  readonly " $fragmentSpreads": FragmentRefs<"PayoutsSection_provider">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PayoutsSection_provider",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 10
        }
      ],
      "concreteType": "ServiceProviderPayoutConnection",
      "kind": "LinkedField",
      "name": "payouts",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ServiceProviderPayoutEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "ServiceProviderPayout",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "databaseId",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "amountCents",
                  "storageKey": null
                },
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
                  "name": "paidAt",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "createdAt",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "serviceTypeName",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "city",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "state",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "payouts(first:10)"
    }
  ],
  "type": "ResidentialServiceProvider",
  "abstractKey": null
};

(node as any).hash = "53005f2949ba1f4e957646b60117eeb1";

export default node;
