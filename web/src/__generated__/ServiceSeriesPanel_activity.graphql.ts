/**
 * @generated SignedSource<<73de82689abade887769a1458e96a5e5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ServiceActivityStatus = "APPOINTMENT_CANCELED" | "APPOINTMENT_COMPLETED" | "APPOINTMENT_SCHEDULED" | "RECURRING_SERVICE_STARTED" | "REQUESTED" | "SUBMITTED_PENDING_QA" | "SUBMITTED_VENDOR_COMPLETE" | "SUBMITTED_VENDOR_INCOMPLETE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ServiceSeriesPanel_activity$data = {
  readonly nextVisit: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"ServiceActivityPay_activity">;
  } | null | undefined;
  readonly repeatEveryWeeks: number | null | undefined;
  readonly series: {
    readonly databaseId: number;
  } | null | undefined;
  readonly seriesSequence: number | null | undefined;
  readonly status: ServiceActivityStatus;
  readonly visitDueOn: string | null | undefined;
  readonly visits: ReadonlyArray<{
    readonly databaseId: number;
    readonly holderName: string | null | undefined;
    readonly priceCents: number;
    readonly sequence: number;
    readonly status: ServiceActivityStatus;
    readonly visitDueOn: string;
  }>;
  readonly " $fragmentType": "ServiceSeriesPanel_activity";
};
export type ServiceSeriesPanel_activity$key = {
  readonly " $data"?: ServiceSeriesPanel_activity$data;
  readonly " $fragmentSpreads": FragmentRefs<"ServiceSeriesPanel_activity">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "visitDueOn",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ServiceSeriesPanel_activity",
  "selections": [
    (v0/*:: as any*/),
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
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "ServiceActivity",
      "kind": "LinkedField",
      "name": "series",
      "plural": false,
      "selections": [
        (v2/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ServiceSeriesVisit",
      "kind": "LinkedField",
      "name": "visits",
      "plural": true,
      "selections": [
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "sequence",
          "storageKey": null
        },
        (v0/*:: as any*/),
        (v1/*:: as any*/),
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
          "name": "holderName",
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
      "name": "nextVisit",
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
          "args": null,
          "kind": "FragmentSpread",
          "name": "ServiceActivityPay_activity"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ServiceActivity",
  "abstractKey": null
};
})();

(node as any).hash = "4cb3b5acc46cd29c0f64959184eb79da";

export default node;
