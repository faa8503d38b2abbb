/**
 * @generated SignedSource<<9fc30d97108309d8f9fc627f3758e203>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type TicketStatus = "COMPLETED" | "IN_PROGRESS" | "NOT_STARTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type TicketRow_ticket$data = {
  readonly areaLabel: string;
  readonly building: {
    readonly title: string;
  } | null | undefined;
  readonly createdAt: string;
  readonly createdBy: {
    readonly firstName: string;
  };
  readonly databaseId: number;
  readonly lastUpdateAt: string | null | undefined;
  readonly responsibleManager: {
    readonly firstName: string;
  } | null | undefined;
  readonly status: TicketStatus;
  readonly ticketTypeLabel: string;
  readonly title: string;
  readonly updatesCount: number;
  readonly " $fragmentType": "TicketRow_ticket";
};
export type TicketRow_ticket$key = {
  readonly " $data"?: TicketRow_ticket$data;
  readonly " $fragmentSpreads": FragmentRefs<"TicketRow_ticket">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
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
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TicketRow_ticket",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "databaseId",
      "storageKey": null
    },
    (v0/*:: as any*/),
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
      "name": "areaLabel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ticketTypeLabel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updatesCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastUpdateAt",
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
      "alias": null,
      "args": null,
      "concreteType": "Building",
      "kind": "LinkedField",
      "name": "building",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TicketPerson",
      "kind": "LinkedField",
      "name": "createdBy",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TicketPerson",
      "kind": "LinkedField",
      "name": "responsibleManager",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "MaintenanceTicket",
  "abstractKey": null
};
})();

(node as any).hash = "49df7ba74ab6daae8e1c4f2a8f295b5a";

export default node;
