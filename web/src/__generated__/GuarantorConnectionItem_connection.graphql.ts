/**
 * @generated SignedSource<<547e673e2bb5dba0a4dd287614f6ba91>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type GuarantorConnectionStatus = "ACCEPTED" | "COMPLETED" | "INVITED" | "SCREENING_COMPLETED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type GuarantorConnectionItem_connection$data = {
  readonly building: {
    readonly title: string;
  } | null | undefined;
  readonly guarantorEmail: string;
  readonly guarantorName: string;
  readonly homeCity: string;
  readonly id: string;
  readonly isApplicationActive: boolean;
  readonly resendAvailableAt: string | null | undefined;
  readonly status: GuarantorConnectionStatus;
  readonly " $fragmentType": "GuarantorConnectionItem_connection";
};
export type GuarantorConnectionItem_connection$key = {
  readonly " $data"?: GuarantorConnectionItem_connection$data;
  readonly " $fragmentSpreads": FragmentRefs<"GuarantorConnectionItem_connection">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GuarantorConnectionItem_connection",
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
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "guarantorName",
      "storageKey": null
    },
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "GuarantorConnection",
  "abstractKey": null
};

(node as any).hash = "beabe55355f57d8872875e79ec3cea7a";

export default node;
