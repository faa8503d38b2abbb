/**
 * @generated SignedSource<<e0e922d55a1aea9e9c3c15d2ad512e43>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ManagerPermissionArea = "DEPOSIT_RETURNS" | "LEASING" | "PAYMENTS" | "RESOLUTION_CENTER" | "SUPPORT_SERVICE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ManagerTicketActions_building$data = {
  readonly management: {
    readonly coManagers: ReadonlyArray<{
      readonly name: string;
      readonly permissionAreas: ReadonlyArray<ManagerPermissionArea>;
      readonly userDatabaseId: string;
    }>;
  } | null | undefined;
  readonly " $fragmentType": "ManagerTicketActions_building";
};
export type ManagerTicketActions_building$key = {
  readonly " $data"?: ManagerTicketActions_building$data;
  readonly " $fragmentSpreads": FragmentRefs<"ManagerTicketActions_building">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ManagerTicketActions_building",
  "selections": [
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
          "concreteType": "CoManager",
          "kind": "LinkedField",
          "name": "coManagers",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "userDatabaseId",
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
              "name": "permissionAreas",
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

(node as any).hash = "bda8cf52cf9d7e7ba5c3cb2a0b37e54b";

export default node;
