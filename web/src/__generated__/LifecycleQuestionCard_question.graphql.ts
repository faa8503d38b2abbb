/**
 * @generated SignedSource<<eb33b236cb01186c5b273a182e557ba4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type LifecycleQuestionKind = "HOUSE_RULES" | "MONTHLY_RENT" | "MOVE_IN_DATE" | "OCCUPANTS" | "%future added value";
export type LifecycleQuestionResponseType = "CONFIRM" | "TEXT" | "%future added value";
export type LifecycleQuestionStatus = "ANSWERED" | "DECLINED" | "UNANSWERED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type LifecycleQuestionCard_question$data = {
  readonly declineReasonLabel: string | null | undefined;
  readonly id: string;
  readonly kind: LifecycleQuestionKind;
  readonly prompt: string;
  readonly response: string | null | undefined;
  readonly responseType: LifecycleQuestionResponseType;
  readonly status: LifecycleQuestionStatus;
  readonly " $fragmentType": "LifecycleQuestionCard_question";
};
export type LifecycleQuestionCard_question$key = {
  readonly " $data"?: LifecycleQuestionCard_question$data;
  readonly " $fragmentSpreads": FragmentRefs<"LifecycleQuestionCard_question">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LifecycleQuestionCard_question",
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
      "name": "kind",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "responseType",
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
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "response",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "declineReasonLabel",
      "storageKey": null
    }
  ],
  "type": "LifecycleQuestion",
  "abstractKey": null
};

(node as any).hash = "99229be3ea68f76d0e36a17c6a47242b";

export default node;
