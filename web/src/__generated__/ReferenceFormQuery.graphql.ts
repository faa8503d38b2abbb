/**
 * @generated SignedSource<<f9e8a2460de8ec6c8e74f2ee76366de1>>
 * @relayHash 6a030280d79f836bc3a6a7f5c79032de
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6122d4ec68fb750c1807265d8e1f3a4694a28b79fc4b8ed515006e1c0d04abf8

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReferenceFormStatus = "ALREADY_SUBMITTED" | "EXPIRED" | "INVALID" | "OPEN" | "%future added value";
export type ReferenceFormQuery$variables = {
  token: string;
};
export type ReferenceFormQuery$data = {
  readonly referenceForm: {
    readonly message: string | null | undefined;
    readonly status: ReferenceFormStatus;
    readonly tenantFirstName: string | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"RefereeAnswersForm_form">;
  };
};
export type ReferenceFormQuery = {
  response: ReferenceFormQuery$data;
  variables: ReferenceFormQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "token"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "token",
    "variableName": "token"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "tenantFirstName",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ReferenceFormQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ReferenceForm",
        "kind": "LinkedField",
        "name": "referenceForm",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "RefereeAnswersForm_form"
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ReferenceFormQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ReferenceForm",
        "kind": "LinkedField",
        "name": "referenceForm",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "propertyAddress",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "startDate",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "endDate",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "6a030280d79f836bc3a6a7f5c79032de",
    "id": "6122d4ec68fb750c1807265d8e1f3a4694a28b79fc4b8ed515006e1c0d04abf8",
    "metadata": {},
    "name": "ReferenceFormQuery",
    "operationKind": "query",
    "text": "query ReferenceFormQuery(\n  $token: String!\n) {\n  referenceForm(token: $token) {\n    status\n    message\n    tenantFirstName\n    ...RefereeAnswersForm_form\n  }\n}\n\nfragment RefereeAnswersForm_form on ReferenceForm {\n  tenantFirstName\n  propertyAddress\n  startDate\n  endDate\n}\n"
  }
};
})();

(node as any).hash = "3dccef049806323257afdb54b73fd285";

export default node;
