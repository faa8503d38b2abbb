/**
 * @generated SignedSource<<e627008db2dc32e26e68568650975e7a>>
 * @relayHash 549057650b0716e541a1e08326f411bc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fe75b54d52ab8a8563163f06b43eeaeafce7cf4925dcabc7f7adb68dd836ed21

import { ConcreteRequest } from 'relay-runtime';
export type ServiceActivityAction = "ACCEPT" | "ASSIGN" | "CANCEL" | "COMPLETE" | "ON_MY_WAY" | "QA_APPROVE" | "QA_REJECT" | "REMOVE_VENDOR" | "RESCHEDULE" | "SCHEDULE" | "SET_PRICE" | "START_RECURRING" | "SUBMIT_COMPLETE" | "SUBMIT_INCOMPLETE" | "UNSCHEDULE" | "%future added value";
export type ServiceActivityStatus = "APPOINTMENT_CANCELED" | "APPOINTMENT_COMPLETED" | "APPOINTMENT_SCHEDULED" | "RECURRING_SERVICE_STARTED" | "REQUESTED" | "SUBMITTED_PENDING_QA" | "SUBMITTED_VENDOR_COMPLETE" | "SUBMITTED_VENDOR_INCOMPLETE" | "%future added value";
export type AvailableJobsFeedSubscription$variables = Record<PropertyKey, never>;
export type AvailableJobsFeedSubscription$data = {
  readonly serviceActivityUpdated: {
    readonly heldByViewer: boolean;
    readonly id: string;
    readonly status: ServiceActivityStatus;
    readonly viewerMay: ReadonlyArray<ServiceActivityAction>;
  };
};
export type AvailableJobsFeedSubscription = {
  response: AvailableJobsFeedSubscription$data;
  variables: AvailableJobsFeedSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "ServiceActivity",
    "kind": "LinkedField",
    "name": "serviceActivityUpdated",
    "plural": false,
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
        "kind": "ScalarField",
        "name": "viewerMay",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "heldByViewer",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AvailableJobsFeedSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AvailableJobsFeedSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "549057650b0716e541a1e08326f411bc",
    "id": "fe75b54d52ab8a8563163f06b43eeaeafce7cf4925dcabc7f7adb68dd836ed21",
    "metadata": {},
    "name": "AvailableJobsFeedSubscription",
    "operationKind": "subscription",
    "text": "subscription AvailableJobsFeedSubscription {\n  serviceActivityUpdated {\n    id\n    status\n    viewerMay\n    heldByViewer\n  }\n}\n"
  }
};
})();

(node as any).hash = "9e344f00e7d696cb547bb746e846d088";

export default node;
