/**
 * @generated SignedSource<<30721c876684448e4ce8ef890338189b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type GuarantorConnectionStatus = "ACCEPTED" | "COMPLETED" | "INVITED" | "SCREENING_COMPLETED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type GuarantorSteps_connection$data = {
  readonly databaseId: string;
  readonly homeCity: string;
  readonly isApplicationActive: boolean;
  readonly status: GuarantorConnectionStatus;
  readonly tenantFirstName: string;
  readonly " $fragmentType": "GuarantorSteps_connection";
};
export type GuarantorSteps_connection$key = {
  readonly " $data"?: GuarantorSteps_connection$data;
  readonly " $fragmentSpreads": FragmentRefs<"GuarantorSteps_connection">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GuarantorSteps_connection",
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
      "name": "isApplicationActive",
      "storageKey": null
    }
  ],
  "type": "GuarantorConnection",
  "abstractKey": null
};

(node as any).hash = "3369f805e2aa201fc1adcc84751816c6";

export default node;
