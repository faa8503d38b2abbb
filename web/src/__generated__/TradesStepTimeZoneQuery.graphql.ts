/**
 * @generated SignedSource<<4c611dc0c8793eaf689b8a0dc1050dfa>>
 * @relayHash 940e8f1d516d2adbebe86ff57abd9687
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8a59467e5a04bb45098abfca8f49cf48cc0297edf6540aeaf7abb582229d36db

import { ConcreteRequest } from 'relay-runtime';
export type CityPage = "ATLANTA" | "AUSTIN" | "CHARLOTTE" | "DALLAS_FORT_WORTH" | "DURHAM" | "RALEIGH" | "SAN_ANTONIO" | "TRIAD" | "%future added value";
export type TradesStepTimeZoneQuery$variables = {
  region: CityPage;
};
export type TradesStepTimeZoneQuery$data = {
  readonly timeZoneOfRegion: {
    readonly timeZone: string;
  } | null | undefined;
};
export type TradesStepTimeZoneQuery = {
  response: TradesStepTimeZoneQuery$data;
  variables: TradesStepTimeZoneQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "region"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "region",
        "variableName": "region"
      }
    ],
    "concreteType": "TimeZoneSuggestion",
    "kind": "LinkedField",
    "name": "timeZoneOfRegion",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "timeZone",
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
    "name": "TradesStepTimeZoneQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TradesStepTimeZoneQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "940e8f1d516d2adbebe86ff57abd9687",
    "id": "8a59467e5a04bb45098abfca8f49cf48cc0297edf6540aeaf7abb582229d36db",
    "metadata": {},
    "name": "TradesStepTimeZoneQuery",
    "operationKind": "query",
    "text": "query TradesStepTimeZoneQuery(\n  $region: CityPage!\n) {\n  timeZoneOfRegion(region: $region) {\n    timeZone\n  }\n}\n"
  }
};
})();

(node as any).hash = "7578c36ac8d9a542cebf562c1b2a57c8";

export default node;
