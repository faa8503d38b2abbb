/**
 * @generated SignedSource<<e40afad82e186e348f1c66e5eda211ad>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ManagerTenantsHomes_viewer$data = {
  readonly managedHomesPage: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly buildingId: string;
        readonly " $fragmentSpreads": FragmentRefs<"HomeSection_home">;
      };
    }>;
  };
  readonly " $fragmentType": "ManagerTenantsHomes_viewer";
};
export type ManagerTenantsHomes_viewer$key = {
  readonly " $data"?: ManagerTenantsHomes_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ManagerTenantsHomes_viewer">;
};

import ManagerTenantsHomesPaginationQuery_graphql from './ManagerTenantsHomesPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "managedHomesPage"
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": 10,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [
        "viewer"
      ],
      "operation": ManagerTenantsHomesPaginationQuery_graphql
    }
  },
  "name": "ManagerTenantsHomes_viewer",
  "selections": [
    {
      "alias": "managedHomesPage",
      "args": null,
      "concreteType": "ManagedHomeConnection",
      "kind": "LinkedField",
      "name": "__ManagerTenantsHomes_managedHomesPage_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ManagedHomeEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "ManagedHome",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "buildingId",
                  "storageKey": null
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "HomeSection_home"
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "__typename",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cursor",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PageInfo",
          "kind": "LinkedField",
          "name": "pageInfo",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endCursor",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hasNextPage",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};
})();

(node as any).hash = "e265fad6f1c74241fa7108b0afea29bc";

export default node;
