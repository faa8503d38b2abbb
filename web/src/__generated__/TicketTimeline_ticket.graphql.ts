/**
 * @generated SignedSource<<cd0feac623b169ef7c60ef70e0963079>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ActorRole = "AUTOMATIC" | "HEARTH_TEAM" | "MANAGER" | "TENANT" | "VENDOR" | "%future added value";
export type TicketStatus = "COMPLETED" | "IN_PROGRESS" | "NOT_STARTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type TicketTimeline_ticket$data = {
  readonly createdAt: string;
  readonly createdBy: {
    readonly firstName: string;
  };
  readonly createdByRole: ActorRole;
  readonly description: string;
  readonly photos: ReadonlyArray<{
    readonly fileId: string;
    readonly url: string;
  }>;
  readonly updates: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly actorRole: ActorRole;
        readonly author: {
          readonly firstName: string;
        } | null | undefined;
        readonly body: string;
        readonly createdAt: string;
        readonly id: string;
        readonly managerNote: string | null | undefined;
        readonly photos: ReadonlyArray<{
          readonly fileId: string;
          readonly url: string;
        }>;
        readonly serviceAction: string | null | undefined;
        readonly statusFrom: TicketStatus | null | undefined;
        readonly statusTo: TicketStatus | null | undefined;
      };
    }>;
  };
  readonly " $fragmentType": "TicketTimeline_ticket";
};
export type TicketTimeline_ticket$key = {
  readonly " $data"?: TicketTimeline_ticket$data;
  readonly " $fragmentSpreads": FragmentRefs<"TicketTimeline_ticket">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "firstName",
    "storageKey": null
  }
],
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "TicketFile",
  "kind": "LinkedField",
  "name": "photos",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fileId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "url",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TicketTimeline_ticket",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "TicketPerson",
      "kind": "LinkedField",
      "name": "createdBy",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdByRole",
      "storageKey": null
    },
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "TicketUpdateConnection",
      "kind": "LinkedField",
      "name": "updates",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "TicketUpdateEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "TicketUpdate",
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
                  "concreteType": "TicketPerson",
                  "kind": "LinkedField",
                  "name": "author",
                  "plural": false,
                  "selections": (v1/*:: as any*/),
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "actorRole",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "body",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "statusFrom",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "statusTo",
                  "storageKey": null
                },
                (v2/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "serviceAction",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "managerNote",
                  "storageKey": null
                },
                (v0/*:: as any*/)
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "MaintenanceTicket",
  "abstractKey": null
};
})();

(node as any).hash = "dc2125666d2542144853b5703736fbde";

export default node;
