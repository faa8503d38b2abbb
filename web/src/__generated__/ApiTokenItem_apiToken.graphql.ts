/**
 * @generated SignedSource<<40efb3f4266d39de29e5e9e87a7169cb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ApiTokenScope = "LIFECYCLES_READ" | "LIFECYCLES_WRITE" | "LISTINGS_READ" | "LISTINGS_WRITE" | "MONEY_READ" | "MONEY_WRITE" | "TICKETS_READ" | "TICKETS_WRITE" | "WEBHOOKS_READ" | "WEBHOOKS_WRITE" | "%future added value";
export type ApiTokenStatus = "ACTIVE" | "EXPIRED" | "REVOKED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ApiTokenItem_apiToken$data = {
  readonly createdAt: string;
  readonly expiresAt: string;
  readonly hint: string;
  readonly id: string;
  readonly lastUsedAt: string | null | undefined;
  readonly name: string;
  readonly scopes: ReadonlyArray<ApiTokenScope>;
  readonly status: ApiTokenStatus;
  readonly " $fragmentType": "ApiTokenItem_apiToken";
};
export type ApiTokenItem_apiToken$key = {
  readonly " $data"?: ApiTokenItem_apiToken$data;
  readonly " $fragmentSpreads": FragmentRefs<"ApiTokenItem_apiToken">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ApiTokenItem_apiToken",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hint",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "scopes",
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
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expiresAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastUsedAt",
      "storageKey": null
    }
  ],
  "type": "ApiToken",
  "abstractKey": null
};

(node as any).hash = "485b11777cdc4369c0e5c2d7b1a31993";

export default node;
