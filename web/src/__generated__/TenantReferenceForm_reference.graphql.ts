/**
 * @generated SignedSource<<6b52754540b7dd1a095a81aeb753cdf2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ReferenceSourceType = "APARTMENT_LEASING_OFFICE" | "LANDLORD" | "OTHER" | "PARENT" | "PROPERTY_MANAGER" | "RENTAL_AGENCY" | "SCHOOL_HOUSING_OFFICE" | "%future added value";
export type TenantRentalReferenceStatus = "ANSWERED" | "DRAFT" | "EXPIRED" | "REQUESTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type TenantReferenceForm_reference$data = {
  readonly endDate: string | null | undefined;
  readonly monthlyRent: {
    readonly cents: number;
  } | null | undefined;
  readonly propertyAddress: string | null | undefined;
  readonly refereeEmail: string;
  readonly refereeName: string;
  readonly refereePhone: string | null | undefined;
  readonly sourceType: ReferenceSourceType;
  readonly startDate: string | null | undefined;
  readonly status: TenantRentalReferenceStatus;
  readonly " $fragmentType": "TenantReferenceForm_reference";
};
export type TenantReferenceForm_reference$key = {
  readonly " $data"?: TenantReferenceForm_reference$data;
  readonly " $fragmentSpreads": FragmentRefs<"TenantReferenceForm_reference">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TenantReferenceForm_reference",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sourceType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "refereeName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "refereeEmail",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "refereePhone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "propertyAddress",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "monthlyRent",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "cents",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "startDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    }
  ],
  "type": "TenantRentalReference",
  "abstractKey": null
};

(node as any).hash = "817421e033163be5f4fd7ed553368ee6";

export default node;
