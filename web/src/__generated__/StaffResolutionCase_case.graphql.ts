/**
 * @generated SignedSource<<47089ac1985fc2783ffa1155e6cb7f99>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ActionRequiredBy = "MANAGER" | "NONE" | "PRODUCT_TEAM" | "TENANT" | "UNKNOWN" | "%future added value";
export type CaseAction = "ACCEPT_PROPOSAL" | "ADD_EVIDENCE" | "BAN" | "CLOSE" | "COMMENT" | "DECLINE_PROPOSAL" | "ESCALATE" | "PENDING_FINALIZATION" | "PROPOSE" | "RESOLVE" | "START_CHAT" | "%future added value";
export type CaseBan = "BANNED" | "NOT_BANNED" | "%future added value";
export type CaseEscalation = "ESCALATED" | "NOT_ESCALATED" | "%future added value";
export type EscalationReason = "CLARIFICATION_NEEDED" | "INAPPROPRIATE_USE_OF_PLATFORM" | "OTHER" | "OTHER_PARTY_NOT_RESPONDING" | "%future added value";
export type ProposalStatus = "ACCEPTED" | "DECLINED" | "PENDING" | "SUPERSEDED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type StaffResolutionCase_case$data = {
  readonly actionRequiredBy: ActionRequiredBy;
  readonly ban: CaseBan;
  readonly bedroomName: string | null | undefined;
  readonly buildingName: string;
  readonly closedAt: string | null | undefined;
  readonly commentThread: {
    readonly id: string;
  } | null | undefined;
  readonly createdAt: string;
  readonly databaseId: number;
  readonly description: string;
  readonly disputedAmount: {
    readonly formatted: string;
  } | null | undefined;
  readonly escalation: CaseEscalation;
  readonly escalationNote: string | null | undefined;
  readonly escalationReason: EscalationReason | null | undefined;
  readonly evidence: ReadonlyArray<{
    readonly createdAt: string;
    readonly fileId: string;
    readonly fileName: string;
    readonly url: string;
  }>;
  readonly id: string;
  readonly kindLabel: string;
  readonly monthlyRent: {
    readonly formatted: string;
  } | null | undefined;
  readonly proposals: ReadonlyArray<{
    readonly amount: {
      readonly formatted: string;
    } | null | undefined;
    readonly createdAt: string;
    readonly declineReason: string | null | undefined;
    readonly feeAmount: {
      readonly formatted: string;
    } | null | undefined;
    readonly feeMonths: number | null | undefined;
    readonly id: string;
    readonly label: string;
    readonly message: string;
    readonly noticeMonths: number | null | undefined;
    readonly proposedBy: {
      readonly firstName: string;
    };
    readonly status: ProposalStatus;
  }>;
  readonly requestedBedroomName: string | null | undefined;
  readonly requestedMoveDate: string | null | undefined;
  readonly requestedVacateDate: string | null | undefined;
  readonly resolutionNote: string | null | undefined;
  readonly resolvedAt: string | null | undefined;
  readonly statusLabel: string;
  readonly tenant: {
    readonly firstName: string;
  };
  readonly viewerMay: ReadonlyArray<CaseAction>;
  readonly " $fragmentSpreads": FragmentRefs<"StaffCaseTimeline_case">;
  readonly " $fragmentType": "StaffResolutionCase_case";
};
export type StaffResolutionCase_case$key = {
  readonly " $data"?: StaffResolutionCase_case$data;
  readonly " $fragmentSpreads": FragmentRefs<"StaffResolutionCase_case">;
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
    "name": "firstName",
    "storageKey": null
  }
],
v2 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "formatted",
    "storageKey": null
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StaffResolutionCase_case",
  "selections": [
    (v0/*:: as any*/),
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
      "kind": "ScalarField",
      "name": "kindLabel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "statusLabel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "actionRequiredBy",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "escalation",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "escalationReason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "escalationNote",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ban",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CasePerson",
      "kind": "LinkedField",
      "name": "tenant",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "buildingName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bedroomName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "requestedVacateDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "requestedBedroomName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "requestedMoveDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "disputedAmount",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "monthlyRent",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "resolutionNote",
      "storageKey": null
    },
    (v3/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "resolvedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "closedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CaseFile",
      "kind": "LinkedField",
      "name": "evidence",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fileId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fileName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "url",
          "storageKey": null
        },
        (v3/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ResolutionProposal",
      "kind": "LinkedField",
      "name": "proposals",
      "plural": true,
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
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "CasePerson",
          "kind": "LinkedField",
          "name": "proposedBy",
          "plural": false,
          "selections": (v1/*:: as any*/),
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
          "selections": (v2/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "feeAmount",
          "plural": false,
          "selections": (v2/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "declineReason",
          "storageKey": null
        },
        (v3/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CommentThread",
      "kind": "LinkedField",
      "name": "commentThread",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerMay",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "StaffCaseTimeline_case"
    }
  ],
  "type": "ResolutionCase",
  "abstractKey": null
};
})();

(node as any).hash = "465fb88870619690444cf96d9705ea91";

export default node;
