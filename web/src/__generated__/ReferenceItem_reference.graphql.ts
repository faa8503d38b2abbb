/**
 * @generated SignedSource<<00d2d601c89c5168d8ff4934465d0896>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ReferenceSourceType = "APARTMENT_LEASING_OFFICE" | "LANDLORD" | "OTHER" | "PARENT" | "PROPERTY_MANAGER" | "RENTAL_AGENCY" | "SCHOOL_HOUSING_OFFICE" | "%future added value";
export type TenantRentalReferenceStatus = "ANSWERED" | "DRAFT" | "EXPIRED" | "REQUESTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ReferenceItem_reference$data = {
  readonly endDate: string | null | undefined;
  readonly monthlyRent: {
    readonly formatted: string;
  } | null | undefined;
  readonly propertyAddress: string | null | undefined;
  readonly refereeEmail: string;
  readonly refereeName: string;
  readonly refereePhone: string | null | undefined;
  readonly sourceType: ReferenceSourceType;
  readonly startDate: string | null | undefined;
  readonly status: TenantRentalReferenceStatus;
  readonly " $fragmentType": "ReferenceItem_reference";
};
export type ReferenceItem_reference$key = {
  readonly " $data"?: ReferenceItem_reference$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReferenceItem_reference">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReferenceItem_reference",
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
          "name": "formatted",
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

(node as any).hash = "2a8488d0953e538e4040d3e0c8722285";

export default node;
