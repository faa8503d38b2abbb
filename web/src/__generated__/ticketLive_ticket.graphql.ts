/**
 * @generated SignedSource<<786dd2a48871b949444e9f023678c9de>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ticketLive_ticket$data = {
  readonly id: string;
  readonly " $fragmentSpreads": FragmentRefs<"ManagerTicketActions_ticket" | "TicketDetail_ticket" | "TicketRow_ticket">;
  readonly " $fragmentType": "ticketLive_ticket";
};
export type ticketLive_ticket$key = {
  readonly " $data"?: ticketLive_ticket$data;
  readonly " $fragmentSpreads": FragmentRefs<"ticketLive_ticket">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ticketLive_ticket",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "TicketDetail_ticket"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "TicketRow_ticket"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ManagerTicketActions_ticket"
    }
  ],
  "type": "MaintenanceTicket",
  "abstractKey": null
};

(node as any).hash = "692eea7e5db8c83e2aefcf622369fd95";

export default node;
