/**
 * @generated SignedSource<<d9046b8459f22d76ddc17553659bbf5a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CreateWebhookForm_query$data = {
  readonly eventTypes: ReadonlyArray<{
    readonly description: string;
    readonly type: string;
  }>;
  readonly " $fragmentType": "CreateWebhookForm_query";
};
export type CreateWebhookForm_query$key = {
  readonly " $data"?: CreateWebhookForm_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"CreateWebhookForm_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CreateWebhookForm_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "WebhookEventType",
      "kind": "LinkedField",
      "name": "eventTypes",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "type",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "description",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "4e6c3e5cdceb78f7cd6f39cee0091a93";

export default node;
