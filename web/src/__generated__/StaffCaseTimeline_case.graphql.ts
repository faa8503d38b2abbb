/**
 * @generated SignedSource<<956978031392297bd6cecb274193081b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ActorRole = "AUTOMATIC" | "HEARTH_TEAM" | "MANAGER" | "TENANT" | "VENDOR" | "%future added value";
export type CaseTimelineKind = "MESSAGE" | "PROPOSAL" | "STATUS" | "%future added value";
export type ProposalStatus = "ACCEPTED" | "DECLINED" | "PENDING" | "SUPERSEDED" | "%future added value";
export type ResolutionCaseStatus = "CLOSED" | "EVIDENCE_REQUIRED" | "OPEN" | "PENDING_FINALIZATION" | "PROPOSAL_ACCEPTED" | "RESOLVED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type StaffCaseTimeline_case$data = {
  readonly timeline: ReadonlyArray<{
    readonly actorRole: ActorRole | null | undefined;
    readonly at: string;
    readonly comment: {
      readonly body: string;
      readonly id: string;
    } | null | undefined;
    readonly kind: CaseTimelineKind;
    readonly note: string | null | undefined;
    readonly person: {
      readonly firstName: string;
    } | null | undefined;
    readonly proposal: {
      readonly id: string;
      readonly label: string;
      readonly status: ProposalStatus;
    } | null | undefined;
    readonly statusFrom: ResolutionCaseStatus | null | undefined;
    readonly statusTo: ResolutionCaseStatus | null | undefined;
  }>;
  readonly " $fragmentType": "StaffCaseTimeline_case";
};
export type StaffCaseTimeline_case$key = {
  readonly " $data"?: StaffCaseTimeline_case$data;
  readonly " $fragmentSpreads": FragmentRefs<"StaffCaseTimeline_case">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StaffCaseTimeline_case",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "CaseTimelineEntry",
      "kind": "LinkedField",
      "name": "timeline",
      "plural": true,
      "selections": [
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
          "name": "at",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "actorRole",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "CasePerson",
          "kind": "LinkedField",
          "name": "person",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "firstName",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "statusFrom",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "statusTo",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "note",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ResolutionProposal",
          "kind": "LinkedField",
          "name": "proposal",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "label",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "status",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Comment",
          "kind": "LinkedField",
          "name": "comment",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "body",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ResolutionCase",
  "abstractKey": null
};
})();

(node as any).hash = "eec77bec0ad6a97624f2494c75fff271";

export default node;
