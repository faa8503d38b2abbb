/**
 * @generated SignedSource<<083665cb0c02608f21e945b1b3136af9>>
 * @relayHash ba571caa4c798861ce8da583298b17c5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5f12d1ed60c97d76d7d504cb5f11813745d277a2d2791140894071beb4153a35

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AutomaticPricingType = "MANUAL" | "SERVICE_TYPE_DEFAULT" | "%future added value";
export type SetServiceActivityAutomaticPricingTypeInput = {
  automaticPricingType: AutomaticPricingType;
  idempotencyKey?: string | null | undefined;
  serviceActivityId: string;
};
export type useServiceActivityPayMutationsTypeMutation$variables = {
  input: SetServiceActivityAutomaticPricingTypeInput;
};
export type useServiceActivityPayMutationsTypeMutation$data = {
  readonly setServiceActivityAutomaticPricingType: {
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
export type useServiceActivityPayMutationsTypeMutation = {
  response: useServiceActivityPayMutationsTypeMutation$data;
  variables: useServiceActivityPayMutationsTypeMutation$variables;
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
    "name": "useServiceActivityPayMutationsTypeMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ServiceActivityPayload",
        "kind": "LinkedField",
        "name": "setServiceActivityAutomaticPricingType",
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
    "name": "useServiceActivityPayMutationsTypeMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ServiceActivityPayload",
        "kind": "LinkedField",
        "name": "setServiceActivityAutomaticPricingType",
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
    "cacheID": "ba571caa4c798861ce8da583298b17c5",
    "id": "5f12d1ed60c97d76d7d504cb5f11813745d277a2d2791140894071beb4153a35",
    "metadata": {},
    "name": "useServiceActivityPayMutationsTypeMutation",
    "operationKind": "mutation",
    "text": "mutation useServiceActivityPayMutationsTypeMutation(\n  $input: SetServiceActivityAutomaticPricingTypeInput!\n) {\n  setServiceActivityAutomaticPricingType(input: $input) {\n    serviceActivity {\n      id\n      ...ServiceActivityPay_activity\n      series {\n        id\n        ...ServiceSeriesPanel_activity\n      }\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}\n\nfragment ServiceActivityPay_activity on ServiceActivity {\n  id\n  priceCents\n  automaticPricingType\n  viewerMay\n  holder {\n    __typename\n  }\n  serviceType {\n    defaultPriceCents\n    id\n  }\n}\n\nfragment ServiceSeriesPanel_activity on ServiceActivity {\n  status\n  repeatEveryWeeks\n  seriesSequence\n  visitDueOn\n  series {\n    databaseId\n    id\n  }\n  visits {\n    databaseId\n    sequence\n    status\n    visitDueOn\n    priceCents\n    holderName\n  }\n  nextVisit {\n    id\n    ...ServiceActivityPay_activity\n  }\n}\n"
  }
};
})();

(node as any).hash = "d36b1af2210e86a2987621dd08a0d0ed";

export default node;
