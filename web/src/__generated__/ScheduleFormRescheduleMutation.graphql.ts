/**
 * @generated SignedSource<<796c42b74234ab283e5d9c5d543f9d58>>
 * @relayHash cb2b5edfae450b9021351f5509090575
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 335170e237434329dfc8661bca17d2d11e3aab5d3cba9f0ea2590e5dd4dc0578

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ScheduleServiceActivityInput = {
  idempotencyKey?: string | null | undefined;
  scheduledEnd: string;
  scheduledStart: string;
  serviceActivityId: string;
};
export type ScheduleFormRescheduleMutation$variables = {
  input: ScheduleServiceActivityInput;
};
export type ScheduleFormRescheduleMutation$data = {
  readonly rescheduleServiceActivity: {
    readonly serviceActivity: {
      readonly " $fragmentSpreads": FragmentRefs<"JobCard_job">;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type ScheduleFormRescheduleMutation = {
  response: ScheduleFormRescheduleMutation$data;
  variables: ScheduleFormRescheduleMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "UserError",
  "kind": "LinkedField",
  "name": "userErrors",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "field",
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
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "notes",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ScheduleFormRescheduleMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ServiceActivityPayload",
        "kind": "LinkedField",
        "name": "rescheduleServiceActivity",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ServiceActivity",
            "kind": "LinkedField",
            "name": "serviceActivity",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "JobCard_job"
              }
            ],
            "storageKey": null
          },
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ScheduleFormRescheduleMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ServiceActivityPayload",
        "kind": "LinkedField",
        "name": "rescheduleServiceActivity",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ServiceActivity",
            "kind": "LinkedField",
            "name": "serviceActivity",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
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
              (v4/*:: as any*/),
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
                  (v3/*:: as any*/)
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
                  (v4/*:: as any*/),
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
          },
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "cb2b5edfae450b9021351f5509090575",
    "id": "335170e237434329dfc8661bca17d2d11e3aab5d3cba9f0ea2590e5dd4dc0578",
    "metadata": {},
    "name": "ScheduleFormRescheduleMutation",
    "operationKind": "mutation",
    "text": "mutation ScheduleFormRescheduleMutation(\n  $input: ScheduleServiceActivityInput!\n) {\n  rescheduleServiceActivity(input: $input) {\n    serviceActivity {\n      ...JobCard_job\n      id\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}\n\nfragment JobCard_job on ServiceActivity {\n  id\n  databaseId\n  status\n  detail\n  viewerMay\n  timeZone\n  scheduledStart\n  scheduledEnd\n  notes\n  priceCents\n  repeatEveryWeeks\n  seriesSequence\n  visitDueOn\n  accessRequirement\n  accessMethod\n  accessNotes\n  serviceType {\n    name\n    category\n    id\n  }\n  home {\n    city\n    state\n    region\n    title\n    street\n    zip\n  }\n  submission {\n    notes\n    checklist {\n      item\n      done\n    }\n    submittedAt\n  }\n  onMyWayAt\n  onMyWayEtaMinutes\n  photos {\n    fileId\n    url\n    fileName\n    handIn\n  }\n  ...ScheduleForm_job\n}\n\nfragment ScheduleForm_job on ServiceActivity {\n  id\n  timeZone\n  scheduledStart\n  scheduledEnd\n}\n"
  }
};
})();

(node as any).hash = "8bdaae30b7f0001c323f5c7cd8e0c01b";

export default node;
