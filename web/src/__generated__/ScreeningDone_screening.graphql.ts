/**
 * @generated SignedSource<<d13fe37793a4f2004a11bc4a44fe20b8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ScreeningDone_screening$data = {
  readonly report: {
    readonly credit: {
      readonly collections: ReadonlyArray<{
        readonly creditor: string;
      }>;
      readonly latePaymentsLast24Months: number;
      readonly score: number;
    };
    readonly criminalRecords: ReadonlyArray<{
      readonly offense: string;
    }>;
    readonly evictionRecords: ReadonlyArray<{
      readonly filedYear: number;
    }>;
  } | null | undefined;
  readonly " $fragmentType": "ScreeningDone_screening";
};
export type ScreeningDone_screening$key = {
  readonly " $data"?: ScreeningDone_screening$data;
  readonly " $fragmentSpreads": FragmentRefs<"ScreeningDone_screening">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ScreeningDone_screening",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ScreeningReport",
      "kind": "LinkedField",
      "name": "report",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "CreditReport",
          "kind": "LinkedField",
          "name": "credit",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "score",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "latePaymentsLast24Months",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "CreditCollection",
              "kind": "LinkedField",
              "name": "collections",
              "plural": true,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "creditor",
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
          "concreteType": "CriminalRecord",
          "kind": "LinkedField",
          "name": "criminalRecords",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "offense",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "EvictionRecord",
          "kind": "LinkedField",
          "name": "evictionRecords",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "filedYear",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Screening",
  "abstractKey": null
};

(node as any).hash = "8583ebd41cd331acb60c4dcfd421ffd0";

export default node;
