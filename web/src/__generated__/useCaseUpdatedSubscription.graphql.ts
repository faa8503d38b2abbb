/**
 * @generated SignedSource<<c8e6bfec75450875518f8b7bb6093317>>
 * @relayHash 89e3c2315c2d1e98ec8d3051046157a6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID af25d6604e83d03935c729f7f89d5238c4249bfd72bd8c0789ec8eee2cf621c2

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useCaseUpdatedSubscription$variables = {
  caseId: string;
};
export type useCaseUpdatedSubscription$data = {
  readonly caseUpdated: {
    readonly eventType: string;
    readonly resolutionCase: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"caseLive_case">;
    };
  };
};
export type useCaseUpdatedSubscription = {
  response: useCaseUpdatedSubscription$data;
  variables: useCaseUpdatedSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "caseId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "caseId",
    "variableName": "caseId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "eventType",
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
  "name": "kind",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v6 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "firstName",
    "storageKey": null
  }
],
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cents",
  "storageKey": null
},
v8 = [
  (v7/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "formatted",
    "storageKey": null
  }
],
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "proposalType",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "feeMonths",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "noticeMonths",
  "storageKey": null
},
v13 = [
  (v7/*:: as any*/)
],
v14 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "amount",
  "plural": false,
  "selections": (v13/*:: as any*/),
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "feeAmount",
  "plural": false,
  "selections": (v13/*:: as any*/),
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useCaseUpdatedSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CaseUpdatedEvent",
        "kind": "LinkedField",
        "name": "caseUpdated",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ResolutionCase",
            "kind": "LinkedField",
            "name": "resolutionCase",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "caseLive_case"
              }
            ],
            "storageKey": null
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCaseUpdatedSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CaseUpdatedEvent",
        "kind": "LinkedField",
        "name": "caseUpdated",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ResolutionCase",
            "kind": "LinkedField",
            "name": "resolutionCase",
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
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "kindLabel",
                "storageKey": null
              },
              (v5/*:: as any*/),
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
                "name": "viewerRole",
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
                "name": "escalation",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "CasePerson",
                "kind": "LinkedField",
                "name": "tenant",
                "plural": false,
                "selections": (v6/*:: as any*/),
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
                "kind": "ScalarField",
                "name": "description",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "requestedVacateDate",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "requestedBedroomName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "requestedMoveDate",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Money",
                "kind": "LinkedField",
                "name": "disputedAmount",
                "plural": false,
                "selections": (v8/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Money",
                "kind": "LinkedField",
                "name": "monthlyRent",
                "plural": false,
                "selections": (v8/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "CaseFile",
                "kind": "LinkedField",
                "name": "evidence",
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
                    "name": "fileName",
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
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "allowedProposalTypes",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ResolutionProposal",
                "kind": "LinkedField",
                "name": "pendingProposal",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  (v11/*:: as any*/),
                  (v12/*:: as any*/),
                  (v14/*:: as any*/),
                  (v15/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CasePerson",
                    "kind": "LinkedField",
                    "name": "proposedBy",
                    "plural": false,
                    "selections": (v6/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "CaseEffects",
                "kind": "LinkedField",
                "name": "effects",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "vacateDate",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "invoiceIds",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "resolutionNote",
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
                "concreteType": "CaseTimelineEntry",
                "kind": "LinkedField",
                "name": "timeline",
                "plural": true,
                "selections": [
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "at",
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
                    "concreteType": "CasePerson",
                    "kind": "LinkedField",
                    "name": "person",
                    "plural": false,
                    "selections": (v6/*:: as any*/),
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
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "note",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ResolutionProposal",
                    "kind": "LinkedField",
                    "name": "proposal",
                    "plural": false,
                    "selections": [
                      (v3/*:: as any*/),
                      (v9/*:: as any*/),
                      (v5/*:: as any*/),
                      (v10/*:: as any*/),
                      (v11/*:: as any*/),
                      (v12/*:: as any*/),
                      (v14/*:: as any*/),
                      (v15/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "declineReason",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Comment",
                    "kind": "LinkedField",
                    "name": "comment",
                    "plural": false,
                    "selections": [
                      (v3/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "body",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "updatedAt",
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
    "cacheID": "89e3c2315c2d1e98ec8d3051046157a6",
    "id": "af25d6604e83d03935c729f7f89d5238c4249bfd72bd8c0789ec8eee2cf621c2",
    "metadata": {},
    "name": "useCaseUpdatedSubscription",
    "operationKind": "subscription",
    "text": "subscription useCaseUpdatedSubscription(\n  $caseId: ID!\n) {\n  caseUpdated(caseId: $caseId) {\n    eventType\n    resolutionCase {\n      id\n      ...caseLive_case\n    }\n  }\n}\n\nfragment CaseDetail_case on ResolutionCase {\n  id\n  databaseId\n  kind\n  kindLabel\n  status\n  actionRequiredBy\n  viewerRole\n  viewerMay\n  escalation\n  tenant {\n    firstName\n  }\n  buildingName\n  bedroomName\n  description\n  requestedVacateDate\n  requestedBedroomName\n  requestedMoveDate\n  disputedAmount {\n    cents\n    formatted\n  }\n  monthlyRent {\n    cents\n    formatted\n  }\n  evidence {\n    fileId\n    fileName\n    url\n  }\n  allowedProposalTypes\n  pendingProposal {\n    id\n    proposalType\n    message\n    feeMonths\n    noticeMonths\n    amount {\n      cents\n    }\n    feeAmount {\n      cents\n    }\n    proposedBy {\n      firstName\n    }\n  }\n  effects {\n    vacateDate\n    invoiceIds\n  }\n  resolutionNote\n  createdAt\n  ...CaseTimeline_case\n}\n\nfragment CaseRow_case on ResolutionCase {\n  databaseId\n  kindLabel\n  status\n  actionRequiredBy\n  viewerRole\n  buildingName\n  bedroomName\n  tenant {\n    firstName\n  }\n  updatedAt\n}\n\nfragment CaseTimeline_case on ResolutionCase {\n  viewerRole\n  timeline {\n    kind\n    at\n    actorRole\n    person {\n      firstName\n    }\n    statusFrom\n    statusTo\n    note\n    proposal {\n      id\n      proposalType\n      status\n      message\n      feeMonths\n      noticeMonths\n      amount {\n        cents\n      }\n      feeAmount {\n        cents\n      }\n      declineReason\n    }\n    comment {\n      id\n      body\n    }\n  }\n}\n\nfragment caseLive_case on ResolutionCase {\n  id\n  ...CaseDetail_case\n  ...CaseRow_case\n}\n"
  }
};
})();

(node as any).hash = "864592e2602c326b0ed54446edb155c2";

export default node;
