/**
 * @generated SignedSource<<bd23e14eee4731cca24c4348c80ae326>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type IdVerificationStatus = "REJECTED" | "SUBMITTED" | "VERIFIED" | "%future added value";
export type IdentityDocumentType = "DRIVERS_LICENCE" | "EMPLOYMENT_AUTHORIZATION_CARD" | "MILITARY_ID" | "PASSPORT" | "PASSPORT_CARD" | "PERMANENT_RESIDENT_CARD" | "STATE_ID" | "TRIBAL_ID" | "%future added value";
export type ReferenceSourceType = "APARTMENT_LEASING_OFFICE" | "LANDLORD" | "OTHER" | "PARENT" | "PROPERTY_MANAGER" | "RENTAL_AGENCY" | "SCHOOL_HOUSING_OFFICE" | "%future added value";
export type TenantRentalReferenceStatus = "ANSWERED" | "DRAFT" | "EXPIRED" | "REQUESTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ApplicationDocuments_viewer$data = {
  readonly idVerification: {
    readonly documentType: IdentityDocumentType;
    readonly status: IdVerificationStatus;
    readonly submittedAt: string;
  } | null | undefined;
  readonly tenantRentalReferences: ReadonlyArray<{
    readonly answeredAt: string | null | undefined;
    readonly id: string;
    readonly refereeName: string;
    readonly requestSentAt: string | null | undefined;
    readonly sourceType: ReferenceSourceType;
    readonly status: TenantRentalReferenceStatus;
  }>;
  readonly " $fragmentType": "ApplicationDocuments_viewer";
};
export type ApplicationDocuments_viewer$key = {
  readonly " $data"?: ApplicationDocuments_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ApplicationDocuments_viewer">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ApplicationDocuments_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "IdVerification",
      "kind": "LinkedField",
      "name": "idVerification",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "documentType",
          "storageKey": null
        },
        (v0/*:: as any*/),
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
      "concreteType": "TenantRentalReference",
      "kind": "LinkedField",
      "name": "tenantRentalReferences",
      "plural": true,
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
          "name": "refereeName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "sourceType",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "answeredAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "requestSentAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};
})();

(node as any).hash = "6d484b4310e228c70419b37feb41fc34";

export default node;
