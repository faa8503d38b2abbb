/**
 * @generated SignedSource<<6adbd87ce3bc1a6422f2d08c8a4cd933>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ServiceActivityAction = "ACCEPT" | "ASSIGN" | "CANCEL" | "COMPLETE" | "ON_MY_WAY" | "QA_APPROVE" | "QA_REJECT" | "REMOVE_VENDOR" | "RESCHEDULE" | "SCHEDULE" | "SET_PRICE" | "START_RECURRING" | "SUBMIT_COMPLETE" | "SUBMIT_INCOMPLETE" | "UNSCHEDULE" | "%future added value";
export type ServiceActivityStatus = "APPOINTMENT_CANCELED" | "APPOINTMENT_COMPLETED" | "APPOINTMENT_SCHEDULED" | "RECURRING_SERVICE_STARTED" | "REQUESTED" | "SUBMITTED_PENDING_QA" | "SUBMITTED_VENDOR_COMPLETE" | "SUBMITTED_VENDOR_INCOMPLETE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ServiceActivityActions_activity$data = {
  readonly id: string;
  readonly status: ServiceActivityStatus;
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
      "name": "status",
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

(node as any).hash = "f3384bd69ba5c0e3c86637b9c90872a8";

export default node;
