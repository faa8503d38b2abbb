/**
 * @generated SignedSource<<fc5aed540aebe03aef03e92ac4813445>>
 * @relayHash e6c9b6f54f4b21d95a064dc38a0bd100
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 74768f50fdb9a44b32dfa5606abda2ece15879d325d16e127a23bb0ad6cb9b6f

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SetServiceActivityPriceInput = {
  idempotencyKey?: string | null | undefined;
  priceCents: number;
  serviceActivityId: string;
};
export type useServiceActivityPayMutationsPriceMutation$variables = {
  input: SetServiceActivityPriceInput;
};
export type useServiceActivityPayMutationsPriceMutation$data = {
  readonly setServiceActivityPrice: {
    readonly serviceActivity: {
      readonly id: string;
      readonly series: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"ServiceSeriesPanel_activity">;
      } | null | undefined;
      readonly " $fragmentSpreads": FragmentRefs<"ServiceActivityPay_activity">;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useServiceActivityPayMutationsPriceMutation = {
  response: useServiceActivityPayMutationsPriceMutation$data;
  variables: useServiceActivityPayMutationsPriceMutation$variables;
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
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "priceCents",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "automaticPricingType",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerMay",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "ServiceActivityHolder",
  "kind": "LinkedField",
  "name": "holder",
  "plural": false,
  "selections": [
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
v8 = {
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
      "name": "defaultPriceCents",
      "storageKey": null
    },
    (v2/*:: as any*/)
  ],
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "visitDueOn",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useServiceActivityPayMutationsPriceMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ServiceActivityPayload",
        "kind": "LinkedField",
        "name": "setServiceActivityPrice",
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
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ServiceActivityPay_activity"
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ServiceActivity",
                "kind": "LinkedField",
                "name": "series",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "ServiceSeriesPanel_activity"
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v3/*:: as any*/)
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
    "name": "useServiceActivityPayMutationsPriceMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ServiceActivityPayload",
        "kind": "LinkedField",
        "name": "setServiceActivityPrice",
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
              (v2/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ServiceActivity",
                "kind": "LinkedField",
                "name": "series",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  (v9/*:: as any*/),
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
                  (v10/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ServiceActivity",
                    "kind": "LinkedField",
                    "name": "series",
                    "plural": false,
                    "selections": [
                      (v11/*:: as any*/),
                      (v2/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ServiceSeriesVisit",
                    "kind": "LinkedField",
                    "name": "visits",
                    "plural": true,
                    "selections": [
                      (v11/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "sequence",
                        "storageKey": null
                      },
                      (v9/*:: as any*/),
                      (v10/*:: as any*/),
                      (v4/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "holderName",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ServiceActivity",
                    "kind": "LinkedField",
                    "name": "nextVisit",
                    "plural": false,
                    "selections": [
                      (v2/*:: as any*/),
                      (v4/*:: as any*/),
                      (v5/*:: as any*/),
                      (v6/*:: as any*/),
                      (v7/*:: as any*/),
                      (v8/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "e6c9b6f54f4b21d95a064dc38a0bd100",
    "id": "74768f50fdb9a44b32dfa5606abda2ece15879d325d16e127a23bb0ad6cb9b6f",
    "metadata": {},
    "name": "useServiceActivityPayMutationsPriceMutation",
    "operationKind": "mutation",
    "text": "mutation useServiceActivityPayMutationsPriceMutation(\n  $input: SetServiceActivityPriceInput!\n) {\n  setServiceActivityPrice(input: $input) {\n    serviceActivity {\n      id\n      ...ServiceActivityPay_activity\n      series {\n        id\n        ...ServiceSeriesPanel_activity\n      }\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}\n\nfragment ServiceActivityPay_activity on ServiceActivity {\n  id\n  priceCents\n  automaticPricingType\n  viewerMay\n  holder {\n    __typename\n  }\n  serviceType {\n    defaultPriceCents\n    id\n  }\n}\n\nfragment ServiceSeriesPanel_activity on ServiceActivity {\n  status\n  repeatEveryWeeks\n  seriesSequence\n  visitDueOn\n  series {\n    databaseId\n    id\n  }\n  visits {\n    databaseId\n    sequence\n    status\n    visitDueOn\n    priceCents\n    holderName\n  }\n  nextVisit {\n    id\n    ...ServiceActivityPay_activity\n  }\n}\n"
  }
};
})();

(node as any).hash = "d5a93aab5e1e8effb43ed305564e47bc";

export default node;
