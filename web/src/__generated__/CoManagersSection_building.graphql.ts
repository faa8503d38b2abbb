/**
 * @generated SignedSource<<77c3671fc21610cb067243a5ff60cc93>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ManagerPermissionArea = "DEPOSIT_RETURNS" | "LEASING" | "PAYMENTS" | "RESOLUTION_CENTER" | "SUPPORT_SERVICE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CoManagersSection_building$data = {
  readonly id: string;
  readonly management: {
    readonly coManagers: ReadonlyArray<{
      readonly email: string;
      readonly name: string;
      readonly permissionAreas: ReadonlyArray<ManagerPermissionArea>;
      readonly userDatabaseId: string;
    }>;
  } | null | undefined;
  readonly " $fragmentType": "CoManagersSection_building";
};
export type CoManagersSection_building$key = {
  readonly " $data"?: CoManagersSection_building$data;
  readonly " $fragmentSpreads": FragmentRefs<"CoManagersSection_building">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CoManagersSection_building",
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
              "name": "email",
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

(node as any).hash = "7ed4273178d5778c24ec484f2c6e0778";

export default node;
