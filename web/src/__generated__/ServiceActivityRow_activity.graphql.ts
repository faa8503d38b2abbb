/**
 * @generated SignedSource<<92b4950eff7f626d15afa52f11341b92>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ServiceActivityStatus = "APPOINTMENT_CANCELED" | "APPOINTMENT_COMPLETED" | "APPOINTMENT_SCHEDULED" | "RECURRING_SERVICE_STARTED" | "REQUESTED" | "SUBMITTED_PENDING_QA" | "SUBMITTED_VENDOR_COMPLETE" | "SUBMITTED_VENDOR_INCOMPLETE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ServiceActivityRow_activity$data = {
  readonly databaseId: number;
  readonly holder: {
    readonly name: string;
  } | null | undefined;
  readonly home: {
    readonly city: string;
    readonly state: string;
    readonly title: string | null | undefined;
  };
  readonly priceCents: number | null | undefined;
  readonly repeatEveryWeeks: number | null | undefined;
  readonly scheduledEnd: string | null | undefined;
  readonly scheduledStart: string | null | undefined;
  readonly seriesSequence: number | null | undefined;
  readonly serviceType: {
    readonly name: string;
  };
  readonly status: ServiceActivityStatus;
  readonly timeZone: string;
  readonly " $fragmentType": "ServiceActivityRow_activity";
};
export type ServiceActivityRow_activity$key = {
  readonly " $data"?: ServiceActivityRow_activity$data;
  readonly " $fragmentSpreads": FragmentRefs<"ServiceActivityRow_activity">;
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
  "name": "ServiceActivityRow_activity",
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
      "concreteType": "ServiceActivityHome",
      "kind": "LinkedField",
      "name": "home",
      "plural": false,
      "selections": [
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
          "name": "city",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "state",
          "storageKey": null
        }
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
      "selections": (v0/*:: as any*/),
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
    }
  ],
  "type": "ServiceActivity",
  "abstractKey": null
};
})();

(node as any).hash = "62af93b576af880ac9e7fb3c8b29b36a";

export default node;
