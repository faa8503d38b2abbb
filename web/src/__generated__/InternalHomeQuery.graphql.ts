/**
 * @generated SignedSource<<5ba141433f85e93c9fc7cef016e26a85>>
 * @relayHash cc3221e3e1b2a658725274d976bf9f54
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2ad89dc062881245ccb600ccd63f43fa8f90dc52f9c07660b318ebf6ecaeb04f

import { ConcreteRequest } from 'relay-runtime';
export type InternalHomeQuery$variables = Record<PropertyKey, never>;
export type InternalHomeQuery$data = {
  readonly ledgerMismatchCount: number;
};
export type InternalHomeQuery = {
  response: InternalHomeQuery$data;
  variables: InternalHomeQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "ledgerMismatchCount",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "InternalHomeQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "InternalHomeQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "cc3221e3e1b2a658725274d976bf9f54",
    "id": "2ad89dc062881245ccb600ccd63f43fa8f90dc52f9c07660b318ebf6ecaeb04f",
    "metadata": {},
    "name": "InternalHomeQuery",
    "operationKind": "query",
    "text": "query InternalHomeQuery {\n  ledgerMismatchCount\n}\n"
  }
};
})();

(node as any).hash = "9dfef81ab57baa27ff61e068f6bbf03d";

export default node;
