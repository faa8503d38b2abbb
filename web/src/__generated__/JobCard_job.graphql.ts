/**
 * @generated SignedSource<<c483185c5588f7b722df85185f4c1af1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AccessRequirement = "LANDLORD_PRESENT" | "NONE_VENDOR_DIRECT_ACCESS" | "NO_ACCESS_NEEDED" | "TENANTS_PRESENT" | "%future added value";
export type CityPage = "ATLANTA" | "AUSTIN" | "CHARLOTTE" | "DALLAS_FORT_WORTH" | "DURHAM" | "RALEIGH" | "SAN_ANTONIO" | "TRIAD" | "%future added value";
export type ServiceActivityAction = "ACCEPT" | "ASSIGN" | "CANCEL" | "COMPLETE" | "ON_MY_WAY" | "QA_APPROVE" | "QA_REJECT" | "REMOVE_VENDOR" | "RESCHEDULE" | "SCHEDULE" | "SET_PRICE" | "START_RECURRING" | "SUBMIT_COMPLETE" | "SUBMIT_INCOMPLETE" | "UNSCHEDULE" | "%future added value";
export type ServiceActivityDetail = "FULL" | "OFFER" | "VISIT" | "%future added value";
export type ServiceActivityStatus = "APPOINTMENT_CANCELED" | "APPOINTMENT_COMPLETED" | "APPOINTMENT_SCHEDULED" | "RECURRING_SERVICE_STARTED" | "REQUESTED" | "SUBMITTED_PENDING_QA" | "SUBMITTED_VENDOR_COMPLETE" | "SUBMITTED_VENDOR_INCOMPLETE" | "%future added value";
export type VendorServiceCategory = "APPLICANT_TOURS" | "BEDROOM_TURNOVER_CLEANING" | "HARDWARE_INSTALLATION" | "INTERIOR_PAINTING" | "MARKETING_PHOTOGRAPHY_VIDEOGRAPHY" | "PROPERTY_INSPECTIONS" | "SMALL_REPAIRS" | "SPECIALIZED_CLEANING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type JobCard_job$data = {
  readonly accessMethod: string | null | undefined;
  readonly accessNotes: string | null | undefined;
  readonly accessRequirement: AccessRequirement | null | undefined;
  readonly databaseId: number;
  readonly detail: ServiceActivityDetail;
  readonly home: {
    readonly city: string;
    readonly region: CityPage | null | undefined;
    readonly state: string;
    readonly street: string | null | undefined;
    readonly title: string | null | undefined;
    readonly zip: string | null | undefined;
  };
  readonly id: string;
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
  readonly seriesSequence: number | null | undefined;
  readonly serviceType: {
    readonly category: VendorServiceCategory;
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
  readonly visitDueOn: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"ScheduleForm_job">;
  readonly " $fragmentType": "JobCard_job";
};
export type JobCard_job$key = {
  readonly " $data"?: JobCard_job$data;
  readonly " $fragmentSpreads": FragmentRefs<"JobCard_job">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "notes",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "JobCard_job",
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
      "name": "detail",
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
    (v0/*:: as any*/),
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
      "name": "repeatEveryWeeks",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "seriesSequence",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "visitDueOn",
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
      "name": "accessMethod",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "accessNotes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ServiceType",
      "kind": "LinkedField",
      "name": "serviceType",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "category",
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
          "name": "region",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        },
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
          "name": "zip",
          "storageKey": null
        }
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
        (v0/*:: as any*/),
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "submittedAt",
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "ScheduleForm_job"
    }
  ],
  "type": "ServiceActivity",
  "abstractKey": null
};
})();

(node as any).hash = "2261fbb58fe5e649101104d08e6469ed";

export default node;
