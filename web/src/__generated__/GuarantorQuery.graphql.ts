/**
 * @generated SignedSource<<12e8f25051b17e5208a8aa0568d60fd5>>
 * @relayHash f09ddd6350f2e64212484ec313a411fb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d29dd90add508bea444561d91196b133fd82c9f1f94c49128e212594ce3bc0d9

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GuarantorQuery$variables = {
  connectionId: string;
  hasInvite: boolean;
  inviteToken: string;
};
export type GuarantorQuery$data = {
  readonly viewer: {
    readonly guarantorInvite?: {
      readonly " $fragmentSpreads": FragmentRefs<"GuarantorInvitation_invite">;
    } | null | undefined;
    readonly isGuest: boolean;
    readonly tenantView?: {
      readonly " $fragmentSpreads": FragmentRefs<"TenantGuarantors_viewer">;
    } | null | undefined;
  };
};
export type GuarantorQuery = {
  response: GuarantorQuery$data;
  variables: GuarantorQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connectionId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "hasInvite"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "inviteToken"
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isGuest",
  "storageKey": null
},
v4 = [
  {
    "kind": "Variable",
    "name": "connectionId",
    "variableName": "connectionId"
  },
  {
    "kind": "Variable",
    "name": "inviteToken",
    "variableName": "inviteToken"
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "tenantFirstName",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "homeCity",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "guarantorName",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isApplicationActive",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "GuarantorQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "condition": "hasInvite",
            "kind": "Condition",
            "passingValue": true,
            "selections": [
              {
                "alias": null,
                "args": (v4/*:: as any*/),
                "concreteType": "GuarantorInvite",
                "kind": "LinkedField",
                "name": "guarantorInvite",
                "plural": false,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "GuarantorInvitation_invite"
                  }
                ],
                "storageKey": null
              }
            ]
          },
          {
            "condition": "hasInvite",
            "kind": "Condition",
            "passingValue": false,
            "selections": [
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "TenantGuarantors_viewer"
                    }
                  ],
                  "type": "Viewer",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "tenantView"
              }
            ]
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "GuarantorQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "condition": "hasInvite",
            "kind": "Condition",
            "passingValue": true,
            "selections": [
              {
                "alias": null,
                "args": (v4/*:: as any*/),
                "concreteType": "GuarantorInvite",
                "kind": "LinkedField",
                "name": "guarantorInvite",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "problem",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "GuarantorConnection",
                    "kind": "LinkedField",
                    "name": "connection",
                    "plural": false,
                    "selections": [
                      (v5/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "viewerRelationship",
                        "storageKey": null
                      },
                      (v6/*:: as any*/),
                      (v7/*:: as any*/),
                      (v8/*:: as any*/),
                      (v9/*:: as any*/),
                      (v10/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ]
          },
          {
            "condition": "hasInvite",
            "kind": "Condition",
            "passingValue": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "GuarantorConnection",
                "kind": "LinkedField",
                "name": "guarantorConnections",
                "plural": true,
                "selections": [
                  (v10/*:: as any*/),
                  (v11/*:: as any*/),
                  (v8/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "guarantorEmail",
                    "storageKey": null
                  },
                  (v7/*:: as any*/),
                  (v9/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "resendAvailableAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Building",
                    "kind": "LinkedField",
                    "name": "building",
                    "plural": false,
                    "selections": [
                      (v12/*:: as any*/),
                      (v10/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "GuarantorConnection",
                "kind": "LinkedField",
                "name": "guarantorConnectionsAsGuarantor",
                "plural": true,
                "selections": [
                  (v10/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v11/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": [
                  {
                    "kind": "Literal",
                    "name": "excludeDeactivated",
                    "value": true
                  },
                  {
                    "kind": "Literal",
                    "name": "first",
                    "value": 50
                  }
                ],
                "concreteType": "LifecycleConnection",
                "kind": "LinkedField",
                "name": "applications",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "LifecycleEdge",
                    "kind": "LinkedField",
                    "name": "edges",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Lifecycle",
                        "kind": "LinkedField",
                        "name": "node",
                        "plural": false,
                        "selections": [
                          (v10/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "isActive",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "moveInDate",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "Building",
                            "kind": "LinkedField",
                            "name": "building",
                            "plural": false,
                            "selections": [
                              (v12/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "concreteType": "Address",
                                "kind": "LinkedField",
                                "name": "address",
                                "plural": false,
                                "selections": [
                                  {
                                    "alias": null,
                                    "args": null,
                                    "kind": "ScalarField",
                                    "name": "city",
                                    "storageKey": null
                                  }
                                ],
                                "storageKey": null
                              },
                              (v10/*:: as any*/)
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
                "storageKey": "applications(excludeDeactivated:true,first:50)"
              }
            ]
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "f09ddd6350f2e64212484ec313a411fb",
    "id": "d29dd90add508bea444561d91196b133fd82c9f1f94c49128e212594ce3bc0d9",
    "metadata": {},
    "name": "GuarantorQuery",
    "operationKind": "query",
    "text": "query GuarantorQuery(\n  $connectionId: ID!\n  $inviteToken: String!\n  $hasInvite: Boolean!\n) {\n  viewer {\n    isGuest\n    guarantorInvite(connectionId: $connectionId, inviteToken: $inviteToken) @include(if: $hasInvite) {\n      ...GuarantorInvitation_invite\n    }\n    ...TenantGuarantors_viewer @skip(if: $hasInvite)\n  }\n}\n\nfragment GuarantorConnectionItem_connection on GuarantorConnection {\n  id\n  status\n  guarantorName\n  guarantorEmail\n  homeCity\n  isApplicationActive\n  resendAvailableAt\n  building {\n    title\n    id\n  }\n}\n\nfragment GuarantorInvitation_invite on GuarantorInvite {\n  problem\n  connection {\n    databaseId\n    viewerRelationship\n    tenantFirstName\n    homeCity\n    guarantorName\n    isApplicationActive\n    id\n  }\n}\n\nfragment InviteGuarantorForm_viewer on Viewer {\n  applications(first: 50, excludeDeactivated: true) {\n    edges {\n      node {\n        id\n        isActive\n        moveInDate\n        building {\n          title\n          address {\n            city\n          }\n          id\n        }\n      }\n    }\n  }\n}\n\nfragment TenantGuarantors_viewer on Viewer {\n  guarantorConnections {\n    id\n    ...GuarantorConnectionItem_connection\n  }\n  guarantorConnectionsAsGuarantor {\n    id\n    databaseId\n    tenantFirstName\n    homeCity\n    status\n  }\n  ...InviteGuarantorForm_viewer\n}\n"
  }
};
})();

(node as any).hash = "c44ede052744701231ae89aac52a9198";

export default node;
