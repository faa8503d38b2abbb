/**
 * @generated SignedSource<<d4238c18c636f73171e97aad79973d9c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ServiceActivityStatus = "APPOINTMENT_CANCELED" | "APPOINTMENT_COMPLETED" | "APPOINTMENT_SCHEDULED" | "RECURRING_SERVICE_STARTED" | "REQUESTED" | "SUBMITTED_PENDING_QA" | "SUBMITTED_VENDOR_COMPLETE" | "SUBMITTED_VENDOR_INCOMPLETE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type TicketService_ticket$data = {
  readonly serviceActivity: {
    readonly databaseId: number;
    readonly holder: {
      readonly name: string;
    } | null | undefined;
    readonly scheduledEnd: string | null | undefined;
    readonly scheduledStart: string | null | undefined;
    readonly serviceType: {
      readonly name: string;
    };
    readonly status: ServiceActivityStatus;
    readonly timeZone: string;
  } | null | undefined;
  readonly " $fragmentType": "TicketService_ticket";
};
export type TicketService_ticket$key = {
  readonly " $data"?: TicketService_ticket$data;
  readonly " $fragmentSpreads": FragmentRefs<"TicketService_ticket">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TicketService_ticket",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ServiceActivity",
      "kind": "LinkedField",
      "name": "serviceActivity",
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
          "name": "status",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "scheduledStart",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "scheduledEnd",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "timeZone",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ServiceType",
          "kind": "LinkedField",
          "name": "serviceType",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ServiceActivityHolder",
          "kind": "LinkedField",
          "name": "holder",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "MaintenanceTicket",
  "abstractKey": null
};
})();

(node as any).hash = "691a56c81de6a09394e73d27d4ff8fb2";

export default node;
