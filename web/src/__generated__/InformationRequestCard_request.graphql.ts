/**
 * @generated SignedSource<<618891af27ff9d71ead3b2bf68c59ce9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type InformationRequestResponseKind = "DIRECT_RESPONSE" | "IMPLICIT_RESPONSE_INFORMATION_UPDATED" | "%future added value";
export type InformationRequestStatus = "AWAITING_RESPONSE" | "DELETED" | "RESPONSE_ADDED" | "RESPONSE_DECLINED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type InformationRequestCard_request$data = {
  readonly id: string;
  readonly kindLabel: string;
  readonly message: string | null | undefined;
  readonly reasonLabel: string | null | undefined;
  readonly responseKind: InformationRequestResponseKind | null | undefined;
  readonly responseText: string | null | undefined;
  readonly status: InformationRequestStatus;
  readonly " $fragmentType": "InformationRequestCard_request";
};
export type InformationRequestCard_request$key = {
  readonly " $data"?: InformationRequestCard_request$data;
  readonly " $fragmentSpreads": FragmentRefs<"InformationRequestCard_request">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InformationRequestCard_request",
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
      "name": "kindLabel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reasonLabel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
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
      "name": "responseKind",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "responseText",
      "storageKey": null
    }
  ],
  "type": "InformationRequest",
  "abstractKey": null
};

(node as any).hash = "f41638e43a4edd60977c4140afc799c6";

export default node;
