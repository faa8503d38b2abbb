/**
 * @generated SignedSource<<34137d342071108c294bed941ab16f2f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type WebhookDeliveryStatus = "DELIVERED" | "FAILED" | "PENDING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type WebhookCard_webhook$data = {
  readonly active: boolean;
  readonly createdAt: string;
  readonly deliveries: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly attempts: number;
        readonly createdAt: string;
        readonly databaseId: string;
        readonly deliveredAt: string | null | undefined;
        readonly eventType: string;
        readonly lastError: string | null | undefined;
        readonly responseStatusCode: number | null | undefined;
        readonly status: WebhookDeliveryStatus;
      };
    }>;
  };
  readonly description: string;
  readonly eventTypes: ReadonlyArray<string>;
  readonly id: string;
  readonly previousSecretExpiresAt: string | null | undefined;
  readonly url: string;
  readonly " $fragmentType": "WebhookCard_webhook";
};
export type WebhookCard_webhook$key = {
  readonly " $data"?: WebhookCard_webhook$data;
  readonly " $fragmentSpreads": FragmentRefs<"WebhookCard_webhook">;
};

import WebhookCardRefetchQuery_graphql from './WebhookCardRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": WebhookCardRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "WebhookCard_webhook",
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
      "name": "url",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "eventTypes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "active",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "previousSecretExpiresAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 5
        }
      ],
      "concreteType": "WebhookDeliveryConnection",
      "kind": "LinkedField",
      "name": "deliveries",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "WebhookDeliveryEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "WebhookDelivery",
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
                  "name": "eventType",
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
                  "name": "attempts",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "responseStatusCode",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "lastError",
                  "storageKey": null
                },
                (v0/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "deliveredAt",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "deliveries(first:5)"
    }
  ],
  "type": "Webhook",
  "abstractKey": null
};
})();

(node as any).hash = "6dd78236a8564fe0aeb980f67bebaa84";

export default node;
