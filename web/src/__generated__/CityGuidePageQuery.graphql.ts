/**
 * @generated SignedSource<<e71e16a20c33735cc76fede1c834456c>>
 * @relayHash f4b3bde9b203ff44b31a824ab97fb2a1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 294a22d12d51e0de9cb74deedc2e9c5ac33922178ea6a27c8489a5478bd93cd7

import { ConcreteRequest } from 'relay-runtime';
export type CityPage = "ATLANTA" | "AUSTIN" | "CHARLOTTE" | "DALLAS_FORT_WORTH" | "DURHAM" | "RALEIGH" | "SAN_ANTONIO" | "TRIAD" | "%future added value";
export type CityGuidePageQuery$variables = {
  cityPage: CityPage;
};
export type CityGuidePageQuery$data = {
  readonly marketStats: {
    readonly homesListed: number;
    readonly rent: {
      readonly lowerQuartile: {
        readonly cents: number;
      } | null | undefined;
      readonly median: {
        readonly cents: number;
      } | null | undefined;
      readonly rooms: number;
      readonly upperQuartile: {
        readonly cents: number;
      } | null | undefined;
    };
    readonly roomsAvailableNow: number;
    readonly roomsAvailableSoon: number;
    readonly soonestMoveInDate: string | null | undefined;
  };
};
export type CityGuidePageQuery = {
  response: CityGuidePageQuery$data;
  variables: CityGuidePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "cityPage"
  }
],
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "cents",
    "storageKey": null
  }
],
v2 = [
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
        "kind": "ScalarField",
        "name": "homesListed",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "roomsAvailableNow",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "roomsAvailableSoon",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "soonestMoveInDate",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "MarketRent",
        "kind": "LinkedField",
        "name": "rent",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "rooms",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Money",
            "kind": "LinkedField",
            "name": "median",
            "plural": false,
            "selections": (v1/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Money",
            "kind": "LinkedField",
            "name": "lowerQuartile",
            "plural": false,
            "selections": (v1/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Money",
            "kind": "LinkedField",
            "name": "upperQuartile",
            "plural": false,
            "selections": (v1/*:: as any*/),
            "storageKey": null
          }
        ],
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
    "name": "CityGuidePageQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CityGuidePageQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "f4b3bde9b203ff44b31a824ab97fb2a1",
    "id": "294a22d12d51e0de9cb74deedc2e9c5ac33922178ea6a27c8489a5478bd93cd7",
    "metadata": {},
    "name": "CityGuidePageQuery",
    "operationKind": "query",
    "text": "query CityGuidePageQuery(\n  $cityPage: CityPage!\n) {\n  marketStats(cityPage: $cityPage) {\n    homesListed\n    roomsAvailableNow\n    roomsAvailableSoon\n    soonestMoveInDate\n    rent {\n      rooms\n      median {\n        cents\n      }\n      lowerQuartile {\n        cents\n      }\n      upperQuartile {\n        cents\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "862c40a54d0ab05f4824d403e5ce2ed1";

export default node;
