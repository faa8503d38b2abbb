/**
 * @generated SignedSource<<df79ea9e4b4542b54e00272a7462ae92>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AccountAccessSection_viewer$data = {
  readonly accountAccess: ReadonlyArray<{
    readonly endedAt: string | null | undefined;
    readonly reason: string;
    readonly staffFirstName: string;
    readonly startedAt: string;
  }>;
  readonly " $fragmentType": "AccountAccessSection_viewer";
};
export type AccountAccessSection_viewer$key = {
  readonly " $data"?: AccountAccessSection_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccountAccessSection_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccountAccessSection_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "AccountAccess",
      "kind": "LinkedField",
      "name": "accountAccess",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "staffFirstName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reason",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "startedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "endedAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "28d8f72fa773282cbad2ff4dfce51222";

export default node;
