/**
 * @generated SignedSource<<4bf4112d8a563de45af7e326b3d6523d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ActionRequiredBy = "MANAGER" | "NONE" | "PRODUCT_TEAM" | "TENANT" | "UNKNOWN" | "%future added value";
export type CaseAction = "ACCEPT_PROPOSAL" | "ADD_EVIDENCE" | "BAN" | "CLOSE" | "COMMENT" | "DECLINE_PROPOSAL" | "ESCALATE" | "PENDING_FINALIZATION" | "PROPOSE" | "RESOLVE" | "START_CHAT" | "%future added value";
export type CaseEscalation = "ESCALATED" | "NOT_ESCALATED" | "%future added value";
export type CaseParty = "MANAGER" | "STAFF" | "TENANT" | "%future added value";
export type ProposalType = "ACCEPT" | "ADJUST" | "ALLOW_WITH_FEE" | "DENY" | "DENY_RENT_CREDIT" | "NO_REPLACEMENT" | "NO_REPLACEMENT_WITH_FEE" | "NO_REPLACEMENT_WITH_NOTICE" | "OFFER_RENT_CREDIT" | "REPLACEMENT_REQUIRED" | "REQUEST_FEE" | "%future added value";
export type ResolutionCaseKind = "TENANT_DEPOSIT_RETURN_DISPUTE" | "TENANT_ELT" | "TENANT_ELT_MILITARY" | "TENANT_ROOM_SWITCH" | "%future added value";
export type ResolutionCaseStatus = "CLOSED" | "EVIDENCE_REQUIRED" | "OPEN" | "PENDING_FINALIZATION" | "PROPOSAL_ACCEPTED" | "RESOLVED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CaseDetail_case$data = {
  readonly actionRequiredBy: ActionRequiredBy;
  readonly allowedProposalTypes: ReadonlyArray<ProposalType>;
  readonly bedroomName: string | null | undefined;
  readonly buildingName: string;
  readonly createdAt: string;
  readonly databaseId: number;
  readonly description: string;
  readonly disputedAmount: {
    readonly cents: number;
    readonly formatted: string;
  } | null | undefined;
  readonly effects: {
    readonly invoiceIds: ReadonlyArray<string>;
    readonly vacateDate: string | null | undefined;
  };
  readonly escalation: CaseEscalation;
  readonly evidence: ReadonlyArray<{
    readonly fileId: string;
    readonly fileName: string;
    readonly url: string;
  }>;
  readonly id: string;
  readonly kind: ResolutionCaseKind;
  readonly kindLabel: string;
  readonly monthlyRent: {
    readonly cents: number;
    readonly formatted: string;
  } | null | undefined;
  readonly pendingProposal: {
    readonly amount: {
      readonly cents: number;
    } | null | undefined;
    readonly feeAmount: {
      readonly cents: number;
    } | null | undefined;
    readonly feeMonths: number | null | undefined;
    readonly id: string;
    readonly message: string;
    readonly noticeMonths: number | null | undefined;
    readonly proposalType: ProposalType;
    readonly proposedBy: {
      readonly firstName: string;
    };
  } | null | undefined;
  readonly requestedBedroomName: string | null | undefined;
  readonly requestedMoveDate: string | null | undefined;
  readonly requestedVacateDate: string | null | undefined;
  readonly resolutionNote: string | null | undefined;
  readonly status: ResolutionCaseStatus;
  readonly tenant: {
    readonly firstName: string;
  };
  readonly viewerMay: ReadonlyArray<CaseAction>;
  readonly viewerRole: CaseParty;
  readonly " $fragmentSpreads": FragmentRefs<"CaseTimeline_case">;
  readonly " $fragmentType": "CaseDetail_case";
};
export type CaseDetail_case$key = {
  readonly " $data"?: CaseDetail_case$data;
  readonly " $fragmentSpreads": FragmentRefs<"CaseDetail_case">;
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
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cents",
  "storageKey": null
},
v3 = [
  (v2/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "formatted",
    "storageKey": null
  }
],
v4 = [
  (v2/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CaseDetail_case",
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
      "name": "kind",
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
      "name": "status",
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
      "name": "viewerRole",
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
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "escalation",
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
      "selections": (v3/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "monthlyRent",
      "plural": false,
      "selections": (v3/*:: as any*/),
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
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "allowedProposalTypes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ResolutionProposal",
      "kind": "LinkedField",
      "name": "pendingProposal",
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
          "selections": (v4/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "feeAmount",
          "plural": false,
          "selections": (v4/*:: as any*/),
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
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CaseEffects",
      "kind": "LinkedField",
      "name": "effects",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "vacateDate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "invoiceIds",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "resolutionNote",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CaseTimeline_case"
    }
  ],
  "type": "ResolutionCase",
  "abstractKey": null
};
})();

(node as any).hash = "3d88b7b6ac63823ae5d0a0a4315994e3";

export default node;
