/**
 * @generated SignedSource<<a5a902dde3c5df56279688c3b0599340>>
 * @relayHash b4b94bba0279744b712f2fdcaa175fd5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6cafae6095d69dd5adbc18d97652577a85e49f4345bc20a950feb2396b4be88f

import { ConcreteRequest } from 'relay-runtime';
export type BedroomSize = "LARGE" | "MEDIUM" | "SMALL" | "%future added value";
export type CityPage = "ATLANTA" | "AUSTIN" | "CHARLOTTE" | "DALLAS_FORT_WORTH" | "DURHAM" | "RALEIGH" | "SAN_ANTONIO" | "TRIAD" | "%future added value";
export type RentEstimatePageQuery$variables = {
  bedroomSize?: BedroomSize | null | undefined;
  cityPage: CityPage;
  privateBath?: boolean | null | undefined;
};
export type RentEstimatePageQuery$data = {
  readonly marketStats: {
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
  };
};
export type RentEstimatePageQuery = {
  response: RentEstimatePageQuery$data;
  variables: RentEstimatePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "bedroomSize"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "cityPage"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "privateBath"
},
v3 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "cents",
    "storageKey": null
  }
],
v4 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "bedroomSize",
        "variableName": "bedroomSize"
      },
      {
        "kind": "Variable",
        "name": "cityPage",
        "variableName": "cityPage"
      },
      {
        "kind": "Variable",
        "name": "privateBath",
        "variableName": "privateBath"
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
            "name": "lowerQuartile",
            "plural": false,
            "selections": (v3/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Money",
            "kind": "LinkedField",
            "name": "median",
            "plural": false,
            "selections": (v3/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Money",
            "kind": "LinkedField",
            "name": "upperQuartile",
            "plural": false,
            "selections": (v3/*:: as any*/),
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "RentEstimatePageQuery",
    "selections": (v4/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "RentEstimatePageQuery",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "cacheID": "b4b94bba0279744b712f2fdcaa175fd5",
    "id": "6cafae6095d69dd5adbc18d97652577a85e49f4345bc20a950feb2396b4be88f",
    "metadata": {},
    "name": "RentEstimatePageQuery",
    "operationKind": "query",
    "text": "query RentEstimatePageQuery(\n  $cityPage: CityPage!\n  $bedroomSize: BedroomSize\n  $privateBath: Boolean\n) {\n  marketStats(cityPage: $cityPage, bedroomSize: $bedroomSize, privateBath: $privateBath) {\n    rent {\n      rooms\n      lowerQuartile {\n        cents\n      }\n      median {\n        cents\n      }\n      upperQuartile {\n        cents\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "9be40e094bfba164566e5a7119fca0af";

export default node;
