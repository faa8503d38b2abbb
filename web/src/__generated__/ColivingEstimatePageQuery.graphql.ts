/**
 * @generated SignedSource<<154adc4993ff384d076ab07a2cd5516c>>
 * @relayHash 37ad946d6cc2f4b15c5674ff9ba7f3cc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e7c7455d3d18d58eeaf65498e68c5dc2b1a10a965c7d8c9433ac5df3b32517d3

import { ConcreteRequest } from 'relay-runtime';
export type CityPage = "ATLANTA" | "AUSTIN" | "CHARLOTTE" | "DALLAS_FORT_WORTH" | "DURHAM" | "RALEIGH" | "SAN_ANTONIO" | "TRIAD" | "%future added value";
export type ColivingEstimatePageQuery$variables = {
  cityPage: CityPage;
};
export type ColivingEstimatePageQuery$data = {
  readonly marketStats: {
    readonly privateBath: {
      readonly medianRent: {
        readonly cents: number;
      } | null | undefined;
      readonly rooms: number;
    };
    readonly rent: {
      readonly median: {
        readonly cents: number;
      } | null | undefined;
      readonly platformFeeMedian: {
        readonly cents: number;
      } | null | undefined;
      readonly rooms: number;
      readonly utilitiesMedian: {
        readonly cents: number;
      } | null | undefined;
    };
    readonly sharedBath: {
      readonly medianRent: {
        readonly cents: number;
      } | null | undefined;
      readonly rooms: number;
    };
  };
};
export type ColivingEstimatePageQuery = {
  response: ColivingEstimatePageQuery$data;
  variables: ColivingEstimatePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "cityPage"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rooms",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "cents",
    "storageKey": null
  }
],
v3 = [
  (v1/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "Money",
    "kind": "LinkedField",
    "name": "medianRent",
    "plural": false,
    "selections": (v2/*:: as any*/),
    "storageKey": null
  }
],
v4 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "cityPage",
        "variableName": "cityPage"
      }
    ],
    "concreteType": "MarketStats",
    "kind": "LinkedField",
    "name": "marketStats",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "MarketRent",
        "kind": "LinkedField",
        "name": "rent",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Money",
            "kind": "LinkedField",
            "name": "median",
            "plural": false,
            "selections": (v2/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Money",
            "kind": "LinkedField",
            "name": "platformFeeMedian",
            "plural": false,
            "selections": (v2/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Money",
            "kind": "LinkedField",
            "name": "utilitiesMedian",
            "plural": false,
            "selections": (v2/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "MarketBathGroup",
        "kind": "LinkedField",
        "name": "privateBath",
        "plural": false,
        "selections": (v3/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "MarketBathGroup",
        "kind": "LinkedField",
        "name": "sharedBath",
        "plural": false,
        "selections": (v3/*:: as any*/),
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ColivingEstimatePageQuery",
    "selections": (v4/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ColivingEstimatePageQuery",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "cacheID": "37ad946d6cc2f4b15c5674ff9ba7f3cc",
    "id": "e7c7455d3d18d58eeaf65498e68c5dc2b1a10a965c7d8c9433ac5df3b32517d3",
    "metadata": {},
    "name": "ColivingEstimatePageQuery",
    "operationKind": "query",
    "text": "query ColivingEstimatePageQuery(\n  $cityPage: CityPage!\n) {\n  marketStats(cityPage: $cityPage) {\n    rent {\n      rooms\n      median {\n        cents\n      }\n      platformFeeMedian {\n        cents\n      }\n      utilitiesMedian {\n        cents\n      }\n    }\n    privateBath {\n      rooms\n      medianRent {\n        cents\n      }\n    }\n    sharedBath {\n      rooms\n      medianRent {\n        cents\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "49f3e57b86475804c847bf775d60cf51";

export default node;
