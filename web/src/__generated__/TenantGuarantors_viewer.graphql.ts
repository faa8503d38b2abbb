/**
 * @generated SignedSource<<f31343303294fdd5699803da2083cba1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type GuarantorConnectionStatus = "ACCEPTED" | "COMPLETED" | "INVITED" | "SCREENING_COMPLETED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type TenantGuarantors_viewer$data = {
  readonly guarantorConnections: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"GuarantorConnectionItem_connection">;
  }>;
  readonly guarantorConnectionsAsGuarantor: ReadonlyArray<{
    readonly databaseId: string;
    readonly homeCity: string;
    readonly id: string;
    readonly status: GuarantorConnectionStatus;
    readonly tenantFirstName: string;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"InviteGuarantorForm_viewer">;
  readonly " $fragmentType": "TenantGuarantors_viewer";
};
export type TenantGuarantors_viewer$key = {
  readonly " $data"?: TenantGuarantors_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"TenantGuarantors_viewer">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TenantGuarantors_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "GuarantorConnection",
      "kind": "LinkedField",
      "name": "guarantorConnections",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "GuarantorConnectionItem_connection"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "GuarantorConnection",
      "kind": "LinkedField",
      "name": "guarantorConnectionsAsGuarantor",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
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
          "name": "tenantFirstName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "homeCity",
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
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "InviteGuarantorForm_viewer"
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};
})();

(node as any).hash = "b17631b625248df26aa941d14b0c6b04";

export default node;
