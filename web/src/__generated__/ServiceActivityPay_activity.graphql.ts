/**
 * @generated SignedSource<<038cb2bc44bddb4473783fa047a7f68a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AutomaticPricingType = "MANUAL" | "SERVICE_TYPE_DEFAULT" | "%future added value";
export type ServiceActivityAction = "ACCEPT" | "ASSIGN" | "CANCEL" | "COMPLETE" | "ON_MY_WAY" | "QA_APPROVE" | "QA_REJECT" | "REMOVE_VENDOR" | "RESCHEDULE" | "SCHEDULE" | "SET_PRICE" | "START_RECURRING" | "SUBMIT_COMPLETE" | "SUBMIT_INCOMPLETE" | "UNSCHEDULE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ServiceActivityPay_activity$data = {
  readonly automaticPricingType: AutomaticPricingType | null | undefined;
  readonly holder: {
    readonly __typename: "ServiceActivityHolder";
  } | null | undefined;
  readonly id: string;
  readonly priceCents: number | null | undefined;
  readonly serviceType: {
    readonly defaultPriceCents: number;
  };
  readonly viewerMay: ReadonlyArray<ServiceActivityAction>;
  readonly " $fragmentType": "ServiceActivityPay_activity";
};
export type ServiceActivityPay_activity$key = {
  readonly " $data"?: ServiceActivityPay_activity$data;
  readonly " $fragmentSpreads": FragmentRefs<"ServiceActivityPay_activity">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ServiceActivityPay_activity",
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
      "name": "priceCents",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "automaticPricingType",
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
      "concreteType": "ServiceActivityHolder",
      "kind": "LinkedField",
      "name": "holder",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "__typename",
          "storageKey": null
        }
      ],
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
          "name": "defaultPriceCents",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ServiceActivity",
  "abstractKey": null
};

(node as any).hash = "2029d8b1f42b53c09fc1dd14ac954382";

export default node;
