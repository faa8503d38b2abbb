/**
 * @generated SignedSource<<81fd20891b53a6fe0d101e94f97c41a7>>
 * @relayHash 836acafc3d397ef46bdb2a787cbd1b91
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 21b0634f6e76484f9f1cad2445ced2687210a1bec71bb41e7116f92c09f56b21

import { ConcreteRequest } from 'relay-runtime';
export type ServiceActivityAction = "ACCEPT" | "ASSIGN" | "CANCEL" | "COMPLETE" | "ON_MY_WAY" | "QA_APPROVE" | "QA_REJECT" | "REMOVE_VENDOR" | "RESCHEDULE" | "SCHEDULE" | "SET_PRICE" | "START_RECURRING" | "SUBMIT_COMPLETE" | "SUBMIT_INCOMPLETE" | "UNSCHEDULE" | "%future added value";
export type ServiceActivityStatus = "APPOINTMENT_CANCELED" | "APPOINTMENT_COMPLETED" | "APPOINTMENT_SCHEDULED" | "RECURRING_SERVICE_STARTED" | "REQUESTED" | "SUBMITTED_PENDING_QA" | "SUBMITTED_VENDOR_COMPLETE" | "SUBMITTED_VENDOR_INCOMPLETE" | "%future added value";
export type ServiceActivityInput = {
  idempotencyKey?: string | null | undefined;
  serviceActivityId: string;
};
export type AvailableJobsAcceptMutation$variables = {
  input: ServiceActivityInput;
};
export type AvailableJobsAcceptMutation$data = {
  readonly acceptServiceActivity: {
    readonly serviceActivity: {
      readonly heldByViewer: boolean;
      readonly id: string;
      readonly status: ServiceActivityStatus;
      readonly viewerMay: ReadonlyArray<ServiceActivityAction>;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type AvailableJobsAcceptMutation = {
  response: AvailableJobsAcceptMutation$data;
  variables: AvailableJobsAcceptMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "ServiceActivityPayload",
    "kind": "LinkedField",
    "name": "acceptServiceActivity",
    "plural": false,
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
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "UserError",
        "kind": "LinkedField",
        "name": "userErrors",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "field",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AvailableJobsAcceptMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AvailableJobsAcceptMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "836acafc3d397ef46bdb2a787cbd1b91",
    "id": "21b0634f6e76484f9f1cad2445ced2687210a1bec71bb41e7116f92c09f56b21",
    "metadata": {},
    "name": "AvailableJobsAcceptMutation",
    "operationKind": "mutation",
    "text": "mutation AvailableJobsAcceptMutation(\n  $input: ServiceActivityInput!\n) {\n  acceptServiceActivity(input: $input) {\n    serviceActivity {\n      id\n      status\n      viewerMay\n      heldByViewer\n    }\n    userErrors {\n      code\n      field\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "44946bf5ff1349eeba6e803e3292b868";

export default node;
