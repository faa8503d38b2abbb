/**
 * @generated SignedSource<<7b2d2c82f62bfbe1d20340892c523765>>
 * @relayHash 2d430e89ecbbb32c1cc48b08d655e337
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3ad23c74bf8f94d5bb9c12f9cbe4117fcc49f19c2885602bb4e9d2d71388e6a9

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
        readonly formatted: string;
      } | null | undefined;
      readonly median: {
        readonly formatted: string;
      } | null | undefined;
      readonly rooms: number;
      readonly upperQuartile: {
        readonly formatted: string;
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
    "name": "formatted",
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
    "cacheID": "2d430e89ecbbb32c1cc48b08d655e337",
    "id": "3ad23c74bf8f94d5bb9c12f9cbe4117fcc49f19c2885602bb4e9d2d71388e6a9",
    "metadata": {},
    "name": "CityGuidePageQuery",
    "operationKind": "query",
    "text": "query CityGuidePageQuery(\n  $cityPage: CityPage!\n) {\n  marketStats(cityPage: $cityPage) {\n    homesListed\n    roomsAvailableNow\n    roomsAvailableSoon\n    soonestMoveInDate\n    rent {\n      rooms\n      median {\n        formatted\n      }\n      lowerQuartile {\n        formatted\n      }\n      upperQuartile {\n        formatted\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "28feaf3149f018bcf2435a934cebc952";

export default node;
