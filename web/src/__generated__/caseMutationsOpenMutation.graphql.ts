/**
 * @generated SignedSource<<343737e28acca890ec9025e3d64244b7>>
 * @relayHash 41d7516de178d21833afc7b98a2009ae
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e817bef151f0a12d10ba49967a2ec8f0f58721de735307ce2f6501468a648666

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ResolutionCaseKind = "TENANT_DEPOSIT_RETURN_DISPUTE" | "TENANT_ELT" | "TENANT_ELT_MILITARY" | "TENANT_ROOM_SWITCH" | "%future added value";
export type OpenResolutionCaseInput = {
  description: string;
  disputedAmountCents?: number | null | undefined;
  evidenceFileIds?: ReadonlyArray<string> | null | undefined;
  kind: ResolutionCaseKind;
  lifecycleId: string;
  requestedBedroomId?: string | null | undefined;
  requestedMoveDate?: string | null | undefined;
  requestedVacateDate?: string | null | undefined;
};
export type caseMutationsOpenMutation$variables = {
  connections: ReadonlyArray<string>;
  input: OpenResolutionCaseInput;
};
export type caseMutationsOpenMutation$data = {
  readonly openResolutionCase: {
    readonly resolutionCase: {
      readonly databaseId: number;
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"caseLive_case">;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
    readonly viewer: {
      readonly " $fragmentSpreads": FragmentRefs<"MainNav_viewer">;
    };
  };
};
export type caseMutationsOpenMutation = {
  response: caseMutationsOpenMutation$data;
  variables: caseMutationsOpenMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
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
  "name": "databaseId",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v6 = {
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
    (v5/*:: as any*/)
  ],
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v9 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "firstName",
    "storageKey": null
  }
],
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cents",
  "storageKey": null
},
v11 = [
  (v10/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "formatted",
    "storageKey": null
  }
],
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "proposalType",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "feeMonths",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "noticeMonths",
  "storageKey": null
},
v15 = [
  (v10/*:: as any*/)
],
v16 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "amount",
  "plural": false,
  "selections": (v15/*:: as any*/),
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "feeAmount",
  "plural": false,
  "selections": (v15/*:: as any*/),
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "caseMutationsOpenMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "ResolutionCasePayload",
        "kind": "LinkedField",
        "name": "openResolutionCase",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ResolutionCase",
            "kind": "LinkedField",
            "name": "resolutionCase",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "caseLive_case"
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Viewer",
            "kind": "LinkedField",
            "name": "viewer",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "MainNav_viewer"
              }
            ],
            "storageKey": null
          },
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "caseMutationsOpenMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "ResolutionCasePayload",
        "kind": "LinkedField",
        "name": "openResolutionCase",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ResolutionCase",
            "kind": "LinkedField",
            "name": "resolutionCase",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "kindLabel",
                "storageKey": null
              },
              (v8/*:: as any*/),
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
                "selections": (v9/*:: as any*/),
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
                "selections": (v11/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Money",
                "kind": "LinkedField",
                "name": "monthlyRent",
                "plural": false,
                "selections": (v11/*:: as any*/),
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
                  (v12/*:: as any*/),
                  (v5/*:: as any*/),
                  (v13/*:: as any*/),
                  (v14/*:: as any*/),
                  (v16/*:: as any*/),
                  (v17/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CasePerson",
                    "kind": "LinkedField",
                    "name": "proposedBy",
                    "plural": false,
                    "selections": (v9/*:: as any*/),
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
                  (v7/*:: as any*/),
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
                    "selections": (v9/*:: as any*/),
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
                      (v12/*:: as any*/),
                      (v8/*:: as any*/),
                      (v5/*:: as any*/),
                      (v13/*:: as any*/),
                      (v14/*:: as any*/),
                      (v16/*:: as any*/),
                      (v17/*:: as any*/),
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
          },
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "prependNode",
            "key": "",
            "kind": "LinkedHandle",
            "name": "resolutionCase",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              },
              {
                "kind": "Literal",
                "name": "edgeTypeName",
                "value": "ResolutionCaseEdge"
              }
            ]
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Viewer",
            "kind": "LinkedField",
            "name": "viewer",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "NavigationItem",
                "kind": "LinkedField",
                "name": "navigation",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "key",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "label",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "path",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "hasRedDot",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "41d7516de178d21833afc7b98a2009ae",
    "id": "e817bef151f0a12d10ba49967a2ec8f0f58721de735307ce2f6501468a648666",
    "metadata": {},
    "name": "caseMutationsOpenMutation",
    "operationKind": "mutation",
    "text": "mutation caseMutationsOpenMutation(\n  $input: OpenResolutionCaseInput!\n) {\n  openResolutionCase(input: $input) {\n    resolutionCase {\n      id\n      databaseId\n      ...caseLive_case\n    }\n    viewer {\n      ...MainNav_viewer\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}\n\nfragment CaseDetail_case on ResolutionCase {\n  id\n  databaseId\n  kind\n  kindLabel\n  status\n  actionRequiredBy\n  viewerRole\n  viewerMay\n  escalation\n  tenant {\n    firstName\n  }\n  buildingName\n  bedroomName\n  description\n  requestedVacateDate\n  requestedBedroomName\n  requestedMoveDate\n  disputedAmount {\n    cents\n    formatted\n  }\n  monthlyRent {\n    cents\n    formatted\n  }\n  evidence {\n    fileId\n    fileName\n    url\n  }\n  allowedProposalTypes\n  pendingProposal {\n    id\n    proposalType\n    message\n    feeMonths\n    noticeMonths\n    amount {\n      cents\n    }\n    feeAmount {\n      cents\n    }\n    proposedBy {\n      firstName\n    }\n  }\n  effects {\n    vacateDate\n    invoiceIds\n  }\n  resolutionNote\n  createdAt\n  ...CaseTimeline_case\n}\n\nfragment CaseRow_case on ResolutionCase {\n  databaseId\n  kindLabel\n  status\n  actionRequiredBy\n  viewerRole\n  buildingName\n  bedroomName\n  tenant {\n    firstName\n  }\n  updatedAt\n}\n\nfragment CaseTimeline_case on ResolutionCase {\n  viewerRole\n  timeline {\n    kind\n    at\n    actorRole\n    person {\n      firstName\n    }\n    statusFrom\n    statusTo\n    note\n    proposal {\n      id\n      proposalType\n      status\n      message\n      feeMonths\n      noticeMonths\n      amount {\n        cents\n      }\n      feeAmount {\n        cents\n      }\n      declineReason\n    }\n    comment {\n      id\n      body\n    }\n  }\n}\n\nfragment MainNav_viewer on Viewer {\n  navigation {\n    key\n    label\n    path\n    hasRedDot\n  }\n}\n\nfragment caseLive_case on ResolutionCase {\n  id\n  ...CaseDetail_case\n  ...CaseRow_case\n}\n"
  }
};
})();

(node as any).hash = "d4b906110d4e175df7104f23de47507b";

export default node;
