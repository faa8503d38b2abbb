/**
 * @generated SignedSource<<623e6f781403fbe111671ccdee918d97>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AccessRequirement = "LANDLORD_PRESENT" | "NONE_VENDOR_DIRECT_ACCESS" | "NO_ACCESS_NEEDED" | "TENANTS_PRESENT" | "%future added value";
export type ActorRole = "AUTOMATIC" | "HEARTH_TEAM" | "MANAGER" | "TENANT" | "VENDOR" | "%future added value";
export type ServiceActivityAction = "ACCEPT" | "ASSIGN" | "CANCEL" | "COMPLETE" | "ON_MY_WAY" | "QA_APPROVE" | "QA_REJECT" | "REMOVE_VENDOR" | "RESCHEDULE" | "SCHEDULE" | "SET_PRICE" | "START_RECURRING" | "SUBMIT_COMPLETE" | "SUBMIT_INCOMPLETE" | "UNSCHEDULE" | "%future added value";
export type ServiceActivityStatus = "APPOINTMENT_CANCELED" | "APPOINTMENT_COMPLETED" | "APPOINTMENT_SCHEDULED" | "RECURRING_SERVICE_STARTED" | "REQUESTED" | "SUBMITTED_PENDING_QA" | "SUBMITTED_VENDOR_COMPLETE" | "SUBMITTED_VENDOR_INCOMPLETE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ServiceActivityDetail_activity$data = {
  readonly accessNotes: string | null | undefined;
  readonly accessRequirement: AccessRequirement | null | undefined;
  readonly createdAt: string;
  readonly databaseId: number;
  readonly history: ReadonlyArray<{
    readonly action: string;
    readonly actorRole: ActorRole;
    readonly createdAt: string;
    readonly toStatus: ServiceActivityStatus;
  }>;
  readonly holder: {
    readonly name: string;
  } | null | undefined;
  readonly home: {
    readonly city: string;
    readonly state: string;
    readonly street: string | null | undefined;
    readonly title: string | null | undefined;
    readonly zip: string | null | undefined;
  };
  readonly id: string;
  readonly maintenanceTicket: {
    readonly databaseId: number;
    readonly title: string;
  } | null | undefined;
  readonly notes: string | null | undefined;
  readonly onMyWayAt: string | null | undefined;
  readonly onMyWayEtaMinutes: number | null | undefined;
  readonly photos: ReadonlyArray<{
    readonly fileId: string;
    readonly fileName: string;
    readonly handIn: ServiceActivityAction;
    readonly url: string;
  }>;
  readonly priceCents: number | null | undefined;
  readonly repeatEveryWeeks: number | null | undefined;
  readonly scheduledEnd: string | null | undefined;
  readonly scheduledStart: string | null | undefined;
  readonly series: {
    readonly id: string;
  } | null | undefined;
  readonly serviceType: {
    readonly description: string;
    readonly name: string;
  };
  readonly status: ServiceActivityStatus;
  readonly submission: {
    readonly checklist: ReadonlyArray<{
      readonly done: boolean;
      readonly item: string;
    }>;
    readonly notes: string;
    readonly submittedAt: string;
  } | null | undefined;
  readonly timeZone: string;
  readonly viewerMay: ReadonlyArray<ServiceActivityAction>;
  readonly " $fragmentSpreads": FragmentRefs<"ServiceActivityActions_activity" | "ServiceActivityPay_activity" | "ServiceSeriesPanel_activity">;
  readonly " $fragmentType": "ServiceActivityDetail_activity";
};
export type ServiceActivityDetail_activity$key = {
  readonly " $data"?: ServiceActivityDetail_activity$data;
  readonly " $fragmentSpreads": FragmentRefs<"ServiceActivityDetail_activity">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "notes",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = {
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
  "name": "ServiceActivityDetail_activity",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
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
      "name": "timeZone",
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
      "name": "priceCents",
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
      "kind": "ScalarField",
      "name": "accessNotes",
      "storageKey": null
    },
    (v2/*:: as any*/),
    (v3/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "ServiceType",
      "kind": "LinkedField",
      "name": "serviceType",
      "plural": false,
      "selections": [
        (v4/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "description",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ServiceActivityHome",
      "kind": "LinkedField",
      "name": "home",
      "plural": false,
      "selections": [
        (v5/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "street",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "city",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "state",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "zip",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MaintenanceTicket",
      "kind": "LinkedField",
      "name": "maintenanceTicket",
      "plural": false,
      "selections": [
        (v1/*:: as any*/),
        (v5/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ServiceActivityHolder",
      "kind": "LinkedField",
      "name": "holder",
      "plural": false,
      "selections": [
        (v4/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ServiceSubmission",
      "kind": "LinkedField",
      "name": "submission",
      "plural": false,
      "selections": [
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "submittedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ServiceChecklistItem",
          "kind": "LinkedField",
          "name": "checklist",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "item",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "done",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "onMyWayAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "onMyWayEtaMinutes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ServiceActivityPhoto",
      "kind": "LinkedField",
      "name": "photos",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fileId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "url",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fileName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "handIn",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ServiceActivityHistoryEntry",
      "kind": "LinkedField",
      "name": "history",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "action",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "toStatus",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "actorRole",
          "storageKey": null
        },
        (v3/*:: as any*/)
      ],
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
      "name": "repeatEveryWeeks",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ServiceActivity",
      "kind": "LinkedField",
      "name": "series",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ServiceActivityActions_activity"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ServiceActivityPay_activity"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ServiceSeriesPanel_activity"
    }
  ],
  "type": "ServiceActivity",
  "abstractKey": null
};
})();

(node as any).hash = "f090d5937e9deba9df01b38901e8db3c";

export default node;
