/**
 * @generated SignedSource<<5760907e35c9102bba36ac2507a7aa88>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FinishGuarantorScreeningButton_viewer$data = {
  readonly showFinishGuarantorScreening: boolean;
  readonly " $fragmentType": "FinishGuarantorScreeningButton_viewer";
};
export type FinishGuarantorScreeningButton_viewer$key = {
  readonly " $data"?: FinishGuarantorScreeningButton_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"FinishGuarantorScreeningButton_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FinishGuarantorScreeningButton_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "showFinishGuarantorScreening",
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "c765becfaf9eb77b31a449a66faca712";

export default node;
