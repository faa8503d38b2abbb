/**
 * @generated SignedSource<<f39f1fe30f81286acc0e4749969622ce>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ServiceActivityAction = "ACCEPT" | "ASSIGN" | "CANCEL" | "COMPLETE" | "ON_MY_WAY" | "QA_APPROVE" | "QA_REJECT" | "REMOVE_VENDOR" | "RESCHEDULE" | "SCHEDULE" | "SET_PRICE" | "START_RECURRING" | "SUBMIT_COMPLETE" | "SUBMIT_INCOMPLETE" | "UNSCHEDULE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ServiceActivityActions_activity$data = {
  readonly id: string;
  readonly viewerMay: ReadonlyArray<ServiceActivityAction>;
  readonly " $fragmentType": "ServiceActivityActions_activity";
};
export type ServiceActivityActions_activity$key = {
  readonly " $data"?: ServiceActivityActions_activity$data;
  readonly " $fragmentSpreads": FragmentRefs<"ServiceActivityActions_activity">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ServiceActivityActions_activity",
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
      "name": "viewerMay",
      "storageKey": null
    }
  ],
  "type": "ServiceActivity",
  "abstractKey": null
};

(node as any).hash = "b68bece3fef60e663099fd0865484b8c";

export default node;
