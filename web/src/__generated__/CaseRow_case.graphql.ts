/**
 * @generated SignedSource<<800613fc0790d14aee0670b3ab034778>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ActionRequiredBy = "MANAGER" | "NONE" | "PRODUCT_TEAM" | "TENANT" | "UNKNOWN" | "%future added value";
export type CaseParty = "MANAGER" | "STAFF" | "TENANT" | "%future added value";
export type ResolutionCaseStatus = "CLOSED" | "EVIDENCE_REQUIRED" | "OPEN" | "PENDING_FINALIZATION" | "PROPOSAL_ACCEPTED" | "RESOLVED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CaseRow_case$data = {
  readonly actionRequiredBy: ActionRequiredBy;
  readonly bedroomName: string | null | undefined;
  readonly buildingName: string;
  readonly databaseId: number;
  readonly kindLabel: string;
  readonly status: ResolutionCaseStatus;
  readonly tenant: {
    readonly firstName: string;
  };
  readonly updatedAt: string;
  readonly viewerRole: CaseParty;
  readonly " $fragmentType": "CaseRow_case";
};
export type CaseRow_case$key = {
  readonly " $data"?: CaseRow_case$data;
  readonly " $fragmentSpreads": FragmentRefs<"CaseRow_case">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CaseRow_case",
  "selections": [
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
      "concreteType": "CasePerson",
      "kind": "LinkedField",
      "name": "tenant",
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
      "name": "updatedAt",
      "storageKey": null
    }
  ],
  "type": "ResolutionCase",
  "abstractKey": null
};

(node as any).hash = "087b269f4833e2f54faeb0d4fb2233d5";

export default node;
