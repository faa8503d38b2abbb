/**
 * @generated SignedSource<<5779c434f6653ac34cd3d8ef05c5e4b4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IdentityExamStep_screening$data = {
  readonly exam: {
    readonly attempt: number;
    readonly attemptsAllowed: number;
    readonly questions: ReadonlyArray<{
      readonly choices: ReadonlyArray<{
        readonly choiceId: string;
        readonly label: string;
      }>;
      readonly prompt: string;
      readonly questionId: string;
    }>;
  } | null | undefined;
  readonly " $fragmentType": "IdentityExamStep_screening";
};
export type IdentityExamStep_screening$key = {
  readonly " $data"?: IdentityExamStep_screening$data;
  readonly " $fragmentSpreads": FragmentRefs<"IdentityExamStep_screening">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "IdentityExamStep_screening",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "IdentityExam",
      "kind": "LinkedField",
      "name": "exam",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "attempt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "attemptsAllowed",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "IdentityExamQuestion",
          "kind": "LinkedField",
          "name": "questions",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "questionId",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "prompt",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "IdentityExamChoice",
              "kind": "LinkedField",
              "name": "choices",
              "plural": true,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "choiceId",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "label",
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
    }
  ],
  "type": "Screening",
  "abstractKey": null
};

(node as any).hash = "11e9bab1bc65a3f0a2a847f6d7e65e67";

export default node;
