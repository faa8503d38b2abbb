/**
 * @generated SignedSource<<fcc89121dc8e92d6fd986cf1e7951c6f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ServiceActivityStatus = "APPOINTMENT_CANCELED" | "APPOINTMENT_COMPLETED" | "APPOINTMENT_SCHEDULED" | "RECURRING_SERVICE_STARTED" | "REQUESTED" | "SUBMITTED_PENDING_QA" | "SUBMITTED_VENDOR_COMPLETE" | "SUBMITTED_VENDOR_INCOMPLETE" | "%future added value";
export type TicketStatus = "COMPLETED" | "IN_PROGRESS" | "NOT_STARTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ManagerTicketActions_ticket$data = {
  readonly building: {
    readonly databaseId: string;
  } | null | undefined;
  readonly databaseId: number;
  readonly id: string;
  readonly responsibleManager: {
    readonly firstName: string;
    readonly userId: string;
  } | null | undefined;
  readonly serviceActivity: {
    readonly status: ServiceActivityStatus;
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

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
};
return {
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
    (v0/*:: as any*/),
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
    (v1/*:: as any*/),
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ServiceActivity",
      "kind": "LinkedField",
      "name": "serviceActivity",
      "plural": false,
      "selections": [
        (v1/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "MaintenanceTicket",
  "abstractKey": null
};
})();

(node as any).hash = "7fcd47dc4dcdc9204a22cb404a9d19e4";

export default node;
