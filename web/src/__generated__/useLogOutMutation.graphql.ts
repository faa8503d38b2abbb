/**
 * @generated SignedSource<<c26ae7a01eee5f326e349ce69ecdf1d2>>
 * @relayHash 06a531834823aa462ddf05f848b8eb61
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 590855e2bfd70231dd7df7b281142c28ce90c695f72b4e9cf8ca68a4b8d2891f

import { ConcreteRequest } from 'relay-runtime';
export type useLogOutMutation$variables = Record<PropertyKey, never>;
export type useLogOutMutation$data = {
  readonly logOut: {
    readonly ok: boolean;
  };
};
export type useLogOutMutation = {
  response: useLogOutMutation$data;
  variables: useLogOutMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "LogOutPayload",
    "kind": "LinkedField",
    "name": "logOut",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "ok",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useLogOutMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useLogOutMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "06a531834823aa462ddf05f848b8eb61",
    "id": "590855e2bfd70231dd7df7b281142c28ce90c695f72b4e9cf8ca68a4b8d2891f",
    "metadata": {},
    "name": "useLogOutMutation",
    "operationKind": "mutation",
    "text": "mutation useLogOutMutation {\n  logOut {\n    ok\n  }\n}\n"
  }
};
})();

(node as any).hash = "f05151663e3b1588377fa07e94cddd21";

export default node;
