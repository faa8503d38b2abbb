/**
 * @generated SignedSource<<890155ccbcec8cd8471ebb50ebbd8c30>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AccessRequirement = "LANDLORD_PRESENT" | "NONE_VENDOR_DIRECT_ACCESS" | "NO_ACCESS_NEEDED" | "TENANTS_PRESENT" | "%future added value";
export type TicketStatus = "COMPLETED" | "IN_PROGRESS" | "NOT_STARTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type TicketDetail_ticket$data = {
  readonly accessRequirement: AccessRequirement;
  readonly areaLabel: string;
  readonly building: {
    readonly title: string;
  } | null | undefined;
  readonly databaseId: number;
  readonly id: string;
  readonly responsibleManager: {
    readonly firstName: string;
  } | null | undefined;
  readonly status: TicketStatus;
  readonly supportCategory: {
    readonly name: string;
  } | null | undefined;
  readonly ticketTypeLabel: string;
  readonly title: string;
  readonly viewerMay: {
    readonly reply: boolean;
  };
  readonly " $fragmentSpreads": FragmentRefs<"TicketService_ticket" | "TicketTimeline_ticket">;
  readonly " $fragmentType": "TicketDetail_ticket";
};
export type TicketDetail_ticket$key = {
  readonly " $data"?: TicketDetail_ticket$data;
  readonly " $fragmentSpreads": FragmentRefs<"TicketDetail_ticket">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TicketDetail_ticket",
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
      "name": "ticketTypeLabel",
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
      "name": "accessRequirement",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SupportCategory",
      "kind": "LinkedField",
      "name": "supportCategory",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
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
      "name": "responsibleManager",
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
      "concreteType": "TicketPermissions",
      "kind": "LinkedField",
      "name": "viewerMay",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reply",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "TicketTimeline_ticket"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "TicketService_ticket"
    }
  ],
  "type": "MaintenanceTicket",
  "abstractKey": null
};
})();

(node as any).hash = "4da24a9885b08f1e62b2c29ff2842340";

export default node;
