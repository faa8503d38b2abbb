/**
 * @generated SignedSource<<00d2058b354c891c4373a4cfaf4ad96b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ActorRole = "AUTOMATIC" | "HEARTH_TEAM" | "MANAGER" | "TENANT" | "VENDOR" | "%future added value";
export type CaseParty = "MANAGER" | "STAFF" | "TENANT" | "%future added value";
export type CaseTimelineKind = "MESSAGE" | "PROPOSAL" | "STATUS" | "%future added value";
export type ProposalStatus = "ACCEPTED" | "DECLINED" | "PENDING" | "SUPERSEDED" | "%future added value";
export type ProposalType = "ACCEPT" | "ADJUST" | "ALLOW_WITH_FEE" | "DENY" | "DENY_RENT_CREDIT" | "NO_REPLACEMENT" | "NO_REPLACEMENT_WITH_FEE" | "NO_REPLACEMENT_WITH_NOTICE" | "OFFER_RENT_CREDIT" | "REPLACEMENT_REQUIRED" | "REQUEST_FEE" | "%future added value";
export type ResolutionCaseStatus = "CLOSED" | "EVIDENCE_REQUIRED" | "OPEN" | "PENDING_FINALIZATION" | "PROPOSAL_ACCEPTED" | "RESOLVED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CaseTimeline_case$data = {
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
      readonly amount: {
        readonly cents: number;
      } | null | undefined;
      readonly declineReason: string | null | undefined;
      readonly feeAmount: {
        readonly cents: number;
      } | null | undefined;
      readonly feeMonths: number | null | undefined;
      readonly id: string;
      readonly message: string;
      readonly noticeMonths: number | null | undefined;
      readonly proposalType: ProposalType;
      readonly status: ProposalStatus;
    } | null | undefined;
    readonly statusFrom: ResolutionCaseStatus | null | undefined;
    readonly statusTo: ResolutionCaseStatus | null | undefined;
  }>;
  readonly viewerRole: CaseParty;
  readonly " $fragmentType": "CaseTimeline_case";
};
export type CaseTimeline_case$key = {
  readonly " $data"?: CaseTimeline_case$data;
  readonly " $fragmentSpreads": FragmentRefs<"CaseTimeline_case">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "cents",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CaseTimeline_case",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerRole",
      "storageKey": null
    },
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
              "name": "proposalType",
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
              "name": "message",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "feeMonths",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "noticeMonths",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "Money",
              "kind": "LinkedField",
              "name": "amount",
              "plural": false,
              "selections": (v1/*:: as any*/),
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "Money",
              "kind": "LinkedField",
              "name": "feeAmount",
              "plural": false,
              "selections": (v1/*:: as any*/),
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "declineReason",
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

(node as any).hash = "ef62912c1e868eb376aa244761311f6d";

export default node;
