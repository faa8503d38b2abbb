/**
 * @generated SignedSource<<9d7c6587953c82d382e902217c2b8f10>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OverviewHomes_overview$data = {
  readonly asOf: string;
  readonly homes: ReadonlyArray<{
    readonly applicantsWaitingCount: number | null | undefined;
    readonly bedroomCount: number;
    readonly buildingDatabaseId: string;
    readonly buildingId: string;
    readonly isListed: boolean;
    readonly occupiedBedroomCount: number;
    readonly openTicketCount: number | null | undefined;
    readonly title: string;
    readonly vacantBedrooms: ReadonlyArray<{
      readonly availableFrom: string;
      readonly bedroomId: string;
      readonly leasedFrom: string | null | undefined;
      readonly name: string;
    }>;
  }>;
  readonly " $fragmentType": "OverviewHomes_overview";
};
export type OverviewHomes_overview$key = {
  readonly " $data"?: OverviewHomes_overview$data;
  readonly " $fragmentSpreads": FragmentRefs<"OverviewHomes_overview">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OverviewHomes_overview",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "asOf",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ManagerOverviewHome",
      "kind": "LinkedField",
      "name": "homes",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "buildingId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "buildingDatabaseId",
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
          "kind": "ScalarField",
          "name": "isListed",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "bedroomCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "occupiedBedroomCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "applicantsWaitingCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "openTicketCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "VacantBedroom",
          "kind": "LinkedField",
          "name": "vacantBedrooms",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "bedroomId",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "name",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "availableFrom",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "leasedFrom",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ManagerOverview",
  "abstractKey": null
};

(node as any).hash = "1a511e1f93b2e7772adac64342a51c06";

export default node;
