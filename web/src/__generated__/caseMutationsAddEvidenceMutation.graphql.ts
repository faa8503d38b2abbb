/**
 * @generated SignedSource<<d6b656a71dc35b38b119c356451884b0>>
 * @relayHash 6c5d9b19454c0c2fa0a9aa9f1524a6ac
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 03252c609648a7c3b5cd3a65ff96ec7f81d511bcb9bbb8a6bbc56c293a1fa75d

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AddResolutionCaseEvidenceInput = {
  caseId: string;
  fileIds: ReadonlyArray<string>;
};
export type caseMutationsAddEvidenceMutation$variables = {
  input: AddResolutionCaseEvidenceInput;
};
export type caseMutationsAddEvidenceMutation$data = {
  readonly addResolutionCaseEvidence: {
    readonly resolutionCase: {
      readonly databaseId: number;
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"caseLive_case">;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type caseMutationsAddEvidenceMutation = {
  response: caseMutationsAddEvidenceMutation$data;
  variables: caseMutationsAddEvidenceMutation$variables;
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
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v5 = {
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
    (v4/*:: as any*/)
  ],
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v8 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "firstName",
    "storageKey": null
  }
],
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cents",
  "storageKey": null
},
v10 = [
  (v9/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "formatted",
    "storageKey": null
  }
],
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "proposalType",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "feeMonths",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "noticeMonths",
  "storageKey": null
},
v14 = [
  (v9/*:: as any*/)
],
v15 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "amount",
  "plural": false,
  "selections": (v14/*:: as any*/),
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "feeAmount",
  "plural": false,
  "selections": (v14/*:: as any*/),
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "caseMutationsAddEvidenceMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ResolutionCasePayload",
        "kind": "LinkedField",
        "name": "addResolutionCaseEvidence",
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
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "caseLive_case"
              }
            ],
            "storageKey": null
          },
          (v5/*:: as any*/)
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
    "name": "caseMutationsAddEvidenceMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ResolutionCasePayload",
        "kind": "LinkedField",
        "name": "addResolutionCaseEvidence",
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
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "kindLabel",
                "storageKey": null
              },
              (v7/*:: as any*/),
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
                "selections": (v8/*:: as any*/),
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
                "selections": (v10/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Money",
                "kind": "LinkedField",
                "name": "monthlyRent",
                "plural": false,
                "selections": (v10/*:: as any*/),
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
                  (v2/*:: as any*/),
                  (v11/*:: as any*/),
                  (v4/*:: as any*/),
                  (v12/*:: as any*/),
                  (v13/*:: as any*/),
                  (v15/*:: as any*/),
                  (v16/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CasePerson",
                    "kind": "LinkedField",
                    "name": "proposedBy",
                    "plural": false,
                    "selections": (v8/*:: as any*/),
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
                  (v6/*:: as any*/),
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
                    "selections": (v8/*:: as any*/),
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
                      (v2/*:: as any*/),
                      (v11/*:: as any*/),
                      (v7/*:: as any*/),
                      (v4/*:: as any*/),
                      (v12/*:: as any*/),
                      (v13/*:: as any*/),
                      (v15/*:: as any*/),
                      (v16/*:: as any*/),
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
                      (v2/*:: as any*/),
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
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "6c5d9b19454c0c2fa0a9aa9f1524a6ac",
    "id": "03252c609648a7c3b5cd3a65ff96ec7f81d511bcb9bbb8a6bbc56c293a1fa75d",
    "metadata": {},
    "name": "caseMutationsAddEvidenceMutation",
    "operationKind": "mutation",
    "text": "mutation caseMutationsAddEvidenceMutation(\n  $input: AddResolutionCaseEvidenceInput!\n) {\n  addResolutionCaseEvidence(input: $input) {\n    resolutionCase {\n      id\n      databaseId\n      ...caseLive_case\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}\n\nfragment CaseDetail_case on ResolutionCase {\n  id\n  databaseId\n  kind\n  kindLabel\n  status\n  actionRequiredBy\n  viewerRole\n  viewerMay\n  escalation\n  tenant {\n    firstName\n  }\n  buildingName\n  bedroomName\n  description\n  requestedVacateDate\n  requestedBedroomName\n  requestedMoveDate\n  disputedAmount {\n    cents\n    formatted\n  }\n  monthlyRent {\n    cents\n    formatted\n  }\n  evidence {\n    fileId\n    fileName\n    url\n  }\n  allowedProposalTypes\n  pendingProposal {\n    id\n    proposalType\n    message\n    feeMonths\n    noticeMonths\n    amount {\n      cents\n    }\n    feeAmount {\n      cents\n    }\n    proposedBy {\n      firstName\n    }\n  }\n  effects {\n    vacateDate\n    invoiceIds\n  }\n  resolutionNote\n  createdAt\n  ...CaseTimeline_case\n}\n\nfragment CaseRow_case on ResolutionCase {\n  databaseId\n  kindLabel\n  status\n  actionRequiredBy\n  viewerRole\n  buildingName\n  bedroomName\n  tenant {\n    firstName\n  }\n  updatedAt\n}\n\nfragment CaseTimeline_case on ResolutionCase {\n  viewerRole\n  timeline {\n    kind\n    at\n    actorRole\n    person {\n      firstName\n    }\n    statusFrom\n    statusTo\n    note\n    proposal {\n      id\n      proposalType\n      status\n      message\n      feeMonths\n      noticeMonths\n      amount {\n        cents\n      }\n      feeAmount {\n        cents\n      }\n      declineReason\n    }\n    comment {\n      id\n      body\n    }\n  }\n}\n\nfragment caseLive_case on ResolutionCase {\n  id\n  ...CaseDetail_case\n  ...CaseRow_case\n}\n"
  }
};
})();

(node as any).hash = "49ac08c37f2abc4c6c6f7d8e4a8251a0";

export default node;
