/**
 * @generated SignedSource<<4ab6aa0d542864f86d71ea7132a7fd6a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReferenceList_viewer$data = {
  readonly tenantRentalReferences: ReadonlyArray<{
    readonly id: string;
    readonly refereeName: string;
    readonly " $fragmentSpreads": FragmentRefs<"ReferenceItem_reference" | "TenantReferenceForm_reference">;
  }>;
  readonly " $fragmentType": "ReferenceList_viewer";
};
export type ReferenceList_viewer$key = {
  readonly " $data"?: ReferenceList_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReferenceList_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReferenceList_viewer",
  "selections": [
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
          "args": null,
          "kind": "FragmentSpread",
          "name": "ReferenceItem_reference"
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "TenantReferenceForm_reference"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "1a96c01cd5609a98b1568e12e2f3fe3f";

export default node;
