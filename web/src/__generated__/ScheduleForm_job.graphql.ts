/**
 * @generated SignedSource<<bff7745d87ebe87376a03a15a12157ee>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ScheduleForm_job$data = {
  readonly id: string;
  readonly scheduledEnd: string | null | undefined;
  readonly scheduledStart: string | null | undefined;
  readonly timeZone: string;
  readonly " $fragmentType": "ScheduleForm_job";
};
export type ScheduleForm_job$key = {
  readonly " $data"?: ScheduleForm_job$data;
  readonly " $fragmentSpreads": FragmentRefs<"ScheduleForm_job">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ScheduleForm_job",
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
      "name": "timeZone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "scheduledStart",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "scheduledEnd",
      "storageKey": null
    }
  ],
  "type": "ServiceActivity",
  "abstractKey": null
};

(node as any).hash = "16a3ebd9ef23c651392c2ccee7f0e593";

export default node;
