/**
 * @generated SignedSource<<e3d977e5cb5307956770342bfcfb96bb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type TicketStatus = "COMPLETED" | "IN_PROGRESS" | "NOT_STARTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ManagerTicketActions_ticket$data = {
  readonly id: string;
  readonly responsibleManager: {
    readonly firstName: string;
    readonly userId: string;
  } | null | undefined;
  readonly status: TicketStatus;
  readonly viewerMay: {
    readonly assign: boolean;
    readonly changeStatus: boolean;
  };
  readonly " $fragmentType": "ManagerTicketActions_ticket";
};
export type ManagerTicketActions_ticket$key = {
  readonly " $data"?: ManagerTicketActions_ticket$data;
  readonly " $fragmentSpreads": FragmentRefs<"ManagerTicketActions_ticket">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ManagerTicketActions_ticket",
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
      "concreteType": "TicketPermissions",
      "kind": "LinkedField",
      "name": "viewerMay",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "changeStatus",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "assign",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TicketPerson",
      "kind": "LinkedField",
      "name": "responsibleManager",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "userId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "firstName",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "MaintenanceTicket",
  "abstractKey": null
};

(node as any).hash = "7b049c8f69fa49b1814073a7b9a530e4";

export default node;
