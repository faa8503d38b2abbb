/**
 * @generated SignedSource<<99da77644455aba3694beb636e9eabd4>>
 * @relayHash 1be79447ce853cfe2c31ef278ee5f9b4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 91052fc6dc2a4794680bfd94d9d6fc43bb10e84b00ab7b6b78c6574382ca60c8

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ServiceActivityStatus = "APPOINTMENT_CANCELED" | "APPOINTMENT_COMPLETED" | "APPOINTMENT_SCHEDULED" | "RECURRING_SERVICE_STARTED" | "REQUESTED" | "SUBMITTED_PENDING_QA" | "SUBMITTED_VENDOR_COMPLETE" | "SUBMITTED_VENDOR_INCOMPLETE" | "%future added value";
export type SetServiceActivityStatusInput = {
  checklist?: ReadonlyArray<ServiceChecklistItemInput> | null | undefined;
  idempotencyKey?: string | null | undefined;
  note?: string | null | undefined;
  photoFileIds?: ReadonlyArray<string> | null | undefined;
  serviceActivityId: string;
  status: ServiceActivityStatus;
};
export type ServiceChecklistItemInput = {
  done: boolean;
  item: string;
};
export type HandInFormMutation$variables = {
  input: SetServiceActivityStatusInput;
};
export type HandInFormMutation$data = {
  readonly setServiceActivityStatus: {
    readonly serviceActivity: {
      readonly " $fragmentSpreads": FragmentRefs<"JobCard_job">;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type HandInFormMutation = {
  response: HandInFormMutation$data;
  variables: HandInFormMutation$variables;
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
    "name": "HandInFormMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ServiceActivityPayload",
        "kind": "LinkedField",
        "name": "setServiceActivityStatus",
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
    "name": "HandInFormMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ServiceActivityPayload",
        "kind": "LinkedField",
        "name": "setServiceActivityStatus",
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
    "cacheID": "1be79447ce853cfe2c31ef278ee5f9b4",
    "id": "91052fc6dc2a4794680bfd94d9d6fc43bb10e84b00ab7b6b78c6574382ca60c8",
    "metadata": {},
    "name": "HandInFormMutation",
    "operationKind": "mutation",
    "text": "mutation HandInFormMutation(\n  $input: SetServiceActivityStatusInput!\n) {\n  setServiceActivityStatus(input: $input) {\n    serviceActivity {\n      ...JobCard_job\n      id\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}\n\nfragment JobCard_job on ServiceActivity {\n  id\n  databaseId\n  status\n  detail\n  viewerMay\n  timeZone\n  scheduledStart\n  scheduledEnd\n  notes\n  priceCents\n  repeatEveryWeeks\n  seriesSequence\n  visitDueOn\n  accessRequirement\n  accessMethod\n  accessNotes\n  serviceType {\n    name\n    category\n    id\n  }\n  home {\n    city\n    state\n    region\n    title\n    street\n    zip\n  }\n  submission {\n    notes\n    checklist {\n      item\n      done\n    }\n    submittedAt\n  }\n  onMyWayAt\n  onMyWayEtaMinutes\n  photos {\n    fileId\n    url\n    fileName\n    handIn\n  }\n  ...ScheduleForm_job\n}\n\nfragment ScheduleForm_job on ServiceActivity {\n  id\n  timeZone\n  scheduledStart\n  scheduledEnd\n}\n"
  }
};
})();

(node as any).hash = "95e40edf74fa3ce1ef4d8b5936e28834";

export default node;
