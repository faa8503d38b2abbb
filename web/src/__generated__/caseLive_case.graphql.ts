/**
 * @generated SignedSource<<db9e3cda3eebd8cde8bcc8bf450f368f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type caseLive_case$data = {
  readonly id: string;
  readonly " $fragmentSpreads": FragmentRefs<"CaseDetail_case" | "CaseRow_case">;
  readonly " $fragmentType": "caseLive_case";
};
export type caseLive_case$key = {
  readonly " $data"?: caseLive_case$data;
  readonly " $fragmentSpreads": FragmentRefs<"caseLive_case">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "caseLive_case",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CaseDetail_case"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CaseRow_case"
    }
  ],
  "type": "ResolutionCase",
  "abstractKey": null
};

(node as any).hash = "fea92860abf89d7391322b2f244a0bd9";

export default node;
