/**
 * @generated SignedSource<<5fe0971c3191358058248b63a049cca6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type LeaseStatus = "COUNTERSIGNED" | "PREPARED" | "TENANT_SIGNED" | "VOIDED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type LeaseStatusNote_lease$data = {
  readonly managerSignature: {
    readonly signedAt: string;
    readonly typedName: string;
  } | null | undefined;
  readonly status: LeaseStatus;
  readonly tenantSignature: {
    readonly signedAt: string;
    readonly typedName: string;
  } | null | undefined;
  readonly " $fragmentType": "LeaseStatusNote_lease";
};
export type LeaseStatusNote_lease$key = {
  readonly " $data"?: LeaseStatusNote_lease$data;
  readonly " $fragmentSpreads": FragmentRefs<"LeaseStatusNote_lease">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "typedName",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "signedAt",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LeaseStatusNote_lease",
  "selections": [
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
      "concreteType": "LeaseSignature",
      "kind": "LinkedField",
      "name": "tenantSignature",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "LeaseSignature",
      "kind": "LinkedField",
      "name": "managerSignature",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Lease",
  "abstractKey": null
};
})();

(node as any).hash = "8c6b85a495a485afb082562adf950a1d";

export default node;
