/**
 * @generated SignedSource<<bfc7d908e0eef3016d9444e6a642c681>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ListingStatus = "LISTED" | "UNLISTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ManagedListingRow_building$data = {
  readonly address: {
    readonly city: string;
    readonly state: string;
    readonly street: string;
  };
  readonly databaseId: string;
  readonly management: {
    readonly configurationErrors: ReadonlyArray<{
      readonly code: string;
      readonly message: string;
    }>;
    readonly status: ListingStatus;
  } | null | undefined;
  readonly numBedrooms: number;
  readonly photos: ReadonlyArray<{
    readonly alt: string;
    readonly url: string;
  }>;
  readonly title: string;
  readonly " $fragmentType": "ManagedListingRow_building";
};
export type ManagedListingRow_building$key = {
  readonly " $data"?: ManagedListingRow_building$data;
  readonly " $fragmentSpreads": FragmentRefs<"ManagedListingRow_building">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ManagedListingRow_building",
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
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Address",
      "kind": "LinkedField",
      "name": "address",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "street",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "city",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "state",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Photo",
      "kind": "LinkedField",
      "name": "photos",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "url",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "alt",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "numBedrooms",
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
    }
  ],
  "type": "Building",
  "abstractKey": null
};

(node as any).hash = "dbec5ec3aa26ddf7834a288747409ac0";

export default node;
