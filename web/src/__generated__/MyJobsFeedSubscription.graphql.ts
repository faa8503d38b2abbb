/**
 * @generated SignedSource<<6989ec4168f041ca967202a65ffa968b>>
 * @relayHash 696a4055c9ec72a516a5f3c97cfce241
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a09c1f0ea98041598e29b69ade89444d909a13f4f9784d7cdd97122cb062da34

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MyJobsFeedSubscription$variables = Record<PropertyKey, never>;
export type MyJobsFeedSubscription$data = {
  readonly serviceActivityUpdated: {
    readonly heldByViewer: boolean;
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"JobCard_job">;
  };
};
export type MyJobsFeedSubscription = {
  response: MyJobsFeedSubscription$data;
  variables: MyJobsFeedSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "heldByViewer",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "notes",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "MyJobsFeedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ServiceActivity",
        "kind": "LinkedField",
        "name": "serviceActivityUpdated",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "JobCard_job"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MyJobsFeedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ServiceActivity",
        "kind": "LinkedField",
        "name": "serviceActivityUpdated",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
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
            "name": "status",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "detail",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewerMay",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "timeZone",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "scheduledStart",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "scheduledEnd",
            "storageKey": null
          },
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "priceCents",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "repeatEveryWeeks",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "seriesSequence",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "visitDueOn",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "accessRequirement",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "accessMethod",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "accessNotes",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ServiceType",
            "kind": "LinkedField",
            "name": "serviceType",
            "plural": false,
            "selections": [
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
                "name": "category",
                "storageKey": null
              },
              (v0/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ServiceActivityHome",
            "kind": "LinkedField",
            "name": "home",
            "plural": false,
            "selections": [
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
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "region",
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
                "name": "street",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "zip",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ServiceSubmission",
            "kind": "LinkedField",
            "name": "submission",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ServiceChecklistItem",
                "kind": "LinkedField",
                "name": "checklist",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "item",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "done",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "submittedAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "onMyWayAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "onMyWayEtaMinutes",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ServiceActivityPhoto",
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
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "fileName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "handIn",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "696a4055c9ec72a516a5f3c97cfce241",
    "id": "a09c1f0ea98041598e29b69ade89444d909a13f4f9784d7cdd97122cb062da34",
    "metadata": {},
    "name": "MyJobsFeedSubscription",
    "operationKind": "subscription",
    "text": "subscription MyJobsFeedSubscription {\n  serviceActivityUpdated {\n    id\n    heldByViewer\n    ...JobCard_job\n  }\n}\n\nfragment JobCard_job on ServiceActivity {\n  id\n  databaseId\n  status\n  detail\n  viewerMay\n  timeZone\n  scheduledStart\n  scheduledEnd\n  notes\n  priceCents\n  repeatEveryWeeks\n  seriesSequence\n  visitDueOn\n  accessRequirement\n  accessMethod\n  accessNotes\n  serviceType {\n    name\n    category\n    id\n  }\n  home {\n    city\n    state\n    region\n    title\n    street\n    zip\n  }\n  submission {\n    notes\n    checklist {\n      item\n      done\n    }\n    submittedAt\n  }\n  onMyWayAt\n  onMyWayEtaMinutes\n  photos {\n    fileId\n    url\n    fileName\n    handIn\n  }\n  ...ScheduleForm_job\n}\n\nfragment ScheduleForm_job on ServiceActivity {\n  id\n  timeZone\n  scheduledStart\n  scheduledEnd\n}\n"
  }
};
})();

(node as any).hash = "c584c391bffec3a8c5cfb4ab08910280";

export default node;
