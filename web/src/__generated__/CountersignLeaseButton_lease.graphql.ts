/**
 * @generated SignedSource<<f9d88f584f843451e44f1a5de6dec071>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type LeaseStatus = "COUNTERSIGNED" | "PREPARED" | "TENANT_SIGNED" | "VOIDED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CountersignLeaseButton_lease$data = {
  readonly id: string;
  readonly status: LeaseStatus;
  readonly tenantSignature: {
    readonly typedName: string;
  } | null | undefined;
  readonly text: string;
  readonly viewerCanSign: boolean;
  readonly " $fragmentType": "CountersignLeaseButton_lease";
};
export type CountersignLeaseButton_lease$key = {
  readonly " $data"?: CountersignLeaseButton_lease$data;
  readonly " $fragmentSpreads": FragmentRefs<"CountersignLeaseButton_lease">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CountersignLeaseButton_lease",
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
      "name": "viewerCanSign",
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
      "name": "text",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "LeaseSignature",
      "kind": "LinkedField",
      "name": "tenantSignature",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "typedName",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Lease",
  "abstractKey": null
};

(node as any).hash = "18f420a4a344f4d43842996ecf362f63";

export default node;
