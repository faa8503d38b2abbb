/**
 * @generated SignedSource<<0466d591f72a7cb34fec8f08b9e822c6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SiteBanner_query$data = {
  readonly siteBanner: {
    readonly dismissKey: string;
    readonly link: string | null | undefined;
    readonly text: string;
  } | null | undefined;
  readonly " $fragmentType": "SiteBanner_query";
};
export type SiteBanner_query$key = {
  readonly " $data"?: SiteBanner_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"SiteBanner_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SiteBanner_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "SiteBanner",
      "kind": "LinkedField",
      "name": "siteBanner",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "dismissKey",
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
          "kind": "ScalarField",
          "name": "link",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "fa230824a134e4aba6af158d2fd9ea8c";

export default node;
