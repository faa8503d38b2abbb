/**
 * @generated SignedSource<<be4e31a1d42e407d9738e2507f2ac95b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CompatibilityTone = "DIFFERENCE" | "MATCH" | "%future added value";
export type CompatibilityUnavailableReason = "NO_HOUSEMATES" | "NO_PROFILE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CompatibilityCard_building$data = {
  readonly compatibility: {
    readonly explanations: ReadonlyArray<{
      readonly text: string;
      readonly tone: CompatibilityTone;
    }>;
    readonly housemateCount: number;
    readonly reason: CompatibilityUnavailableReason | null | undefined;
    readonly score: number | null | undefined;
  } | null | undefined;
  readonly databaseId: string;
  readonly " $fragmentType": "CompatibilityCard_building";
};
export type CompatibilityCard_building$key = {
  readonly " $data"?: CompatibilityCard_building$data;
  readonly " $fragmentSpreads": FragmentRefs<"CompatibilityCard_building">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CompatibilityCard_building",
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
      "concreteType": "RoommateCompatibility",
      "kind": "LinkedField",
      "name": "compatibility",
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
          "name": "reason",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "housemateCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "CompatibilityExplanation",
          "kind": "LinkedField",
          "name": "explanations",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "tone",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "text",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Building",
  "abstractKey": null
};

(node as any).hash = "a9a781cfa31d0db030fbccd0c7a30221";

export default node;
