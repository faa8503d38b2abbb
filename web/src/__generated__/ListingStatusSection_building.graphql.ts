/**
 * @generated SignedSource<<b430e366b237c085a858437ff6ece7c3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ListingStatus = "LISTED" | "UNLISTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ListingStatusSection_building$data = {
  readonly databaseId: string;
  readonly id: string;
  readonly management: {
    readonly configurationErrors: ReadonlyArray<{
      readonly code: string;
      readonly message: string;
    }>;
    readonly status: ListingStatus;
  } | null | undefined;
  readonly title: string;
  readonly " $fragmentSpreads": FragmentRefs<"ListingCard_building">;
  readonly " $fragmentType": "ListingStatusSection_building";
};
export type ListingStatusSection_building$key = {
  readonly " $data"?: ListingStatusSection_building$data;
  readonly " $fragmentSpreads": FragmentRefs<"ListingStatusSection_building">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ListingStatusSection_building",
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
      "name": "databaseId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "BuildingManagement",
      "kind": "LinkedField",
      "name": "management",
      "plural": false,
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
          "concreteType": "ConfigurationError",
          "kind": "LinkedField",
          "name": "configurationErrors",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "code",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "message",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ListingCard_building"
    }
  ],
  "type": "Building",
  "abstractKey": null
};

(node as any).hash = "9da00d317657255ae3b3336316d3c0cd";

export default node;
