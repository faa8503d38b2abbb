/**
 * @generated SignedSource<<d4174fb19e36030325ba5634e0488eda>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type GuarantorConnectionRelationship = "GUARANTOR" | "INVITEE" | "TENANT" | "%future added value";
export type GuarantorInviteProblem = "GUARANTOR_CONNECTION_ALREADY_ACCEPTED" | "INVALID_INVITE_TOKEN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type GuarantorInvitation_invite$data = {
  readonly connection: {
    readonly databaseId: string;
    readonly guarantorName: string;
    readonly homeCity: string;
    readonly isApplicationActive: boolean;
    readonly tenantFirstName: string;
    readonly viewerRelationship: GuarantorConnectionRelationship;
  } | null | undefined;
  readonly problem: GuarantorInviteProblem | null | undefined;
  readonly " $fragmentType": "GuarantorInvitation_invite";
};
export type GuarantorInvitation_invite$key = {
  readonly " $data"?: GuarantorInvitation_invite$data;
  readonly " $fragmentSpreads": FragmentRefs<"GuarantorInvitation_invite">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GuarantorInvitation_invite",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "problem",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "GuarantorConnection",
      "kind": "LinkedField",
      "name": "connection",
      "plural": false,
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
          "name": "viewerRelationship",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "tenantFirstName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "homeCity",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "guarantorName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isApplicationActive",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "GuarantorInvite",
  "abstractKey": null
};

(node as any).hash = "250b001150781b15754c8ae039c68d59";

export default node;
