/**
 * @generated SignedSource<<6acb18f74e20f6f3b26fd4a3ed4b951d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ApplicationDocuments_lifecycle$data = {
  readonly financialQualificationsSubmissions: ReadonlyArray<{
    readonly documents: ReadonlyArray<{
      readonly fileId: string;
      readonly fileName: string;
      readonly url: string;
    }>;
    readonly id: string;
    readonly monthlyIncome: {
      readonly formatted: string;
    };
    readonly submittedAt: string;
  }>;
  readonly guarantorName: string | null | undefined;
  readonly " $fragmentType": "ApplicationDocuments_lifecycle";
};
export type ApplicationDocuments_lifecycle$key = {
  readonly " $data"?: ApplicationDocuments_lifecycle$data;
  readonly " $fragmentSpreads": FragmentRefs<"ApplicationDocuments_lifecycle">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ApplicationDocuments_lifecycle",
  "selections": [
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
      "concreteType": "FinancialQualificationsSubmission",
      "kind": "LinkedField",
      "name": "financialQualificationsSubmissions",
      "plural": true,
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
          "name": "submittedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "monthlyIncome",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "formatted",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "IncomeDocument",
          "kind": "LinkedField",
          "name": "documents",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "fileId",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "fileName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "url",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Lifecycle",
  "abstractKey": null
};

(node as any).hash = "2e14113ba02c312a0bb4370efb753e3a";

export default node;
