/**
 * @generated SignedSource<<c670fd8923cf9e512a6d9e5d7448a965>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ActionRequiredBy = "MANAGER" | "NONE" | "PRODUCT_TEAM" | "TENANT" | "UNKNOWN" | "%future added value";
export type CaseBan = "BANNED" | "NOT_BANNED" | "%future added value";
export type CaseEscalation = "ESCALATED" | "NOT_ESCALATED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type StaffResolutionCases_viewer$data = {
  readonly resolutionCases: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly actionRequiredBy: ActionRequiredBy;
        readonly ban: CaseBan;
        readonly bedroomName: string | null | undefined;
        readonly buildingName: string;
        readonly createdAt: string;
        readonly databaseId: number;
        readonly escalation: CaseEscalation;
        readonly id: string;
        readonly kindLabel: string;
        readonly statusLabel: string;
        readonly tenant: {
          readonly firstName: string;
        };
      };
    }>;
  };
  readonly " $fragmentType": "StaffResolutionCases_viewer";
};
export type StaffResolutionCases_viewer$key = {
  readonly " $data"?: StaffResolutionCases_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"StaffResolutionCases_viewer">;
};

import StaffResolutionCasesPaginationQuery_graphql from './StaffResolutionCasesPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "resolutionCases"
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": 25,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "status"
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
      "operation": StaffResolutionCasesPaginationQuery_graphql
    }
  },
  "name": "StaffResolutionCases_viewer",
  "selections": [
    {
      "alias": "resolutionCases",
      "args": [
        {
          "kind": "Variable",
          "name": "status",
          "variableName": "status"
        }
      ],
      "concreteType": "ResolutionCaseConnection",
      "kind": "LinkedField",
      "name": "__StaffResolutionCases_resolutionCases_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ResolutionCaseEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "ResolutionCase",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
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
                  "name": "kindLabel",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "statusLabel",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "buildingName",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "bedroomName",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "CasePerson",
                  "kind": "LinkedField",
                  "name": "tenant",
                  "plural": false,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "firstName",
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "actionRequiredBy",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "escalation",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "ban",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "createdAt",
                  "storageKey": null
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

(node as any).hash = "021202dcab5ede06e758835401cfcc20";

export default node;
