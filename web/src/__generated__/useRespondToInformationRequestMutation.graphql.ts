/**
 * @generated SignedSource<<065dc635476e84fc142e8206020cbd20>>
 * @relayHash 5ce1a1e154e31385e302911b76709537
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0ea8d6a13402b76d0f131eae2bcde1be39d032a694f99ab4c035533dcf310ddf

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RespondToInformationRequestInput = {
  informationRequestId: string;
  text: string;
};
export type useRespondToInformationRequestMutation$variables = {
  input: RespondToInformationRequestInput;
};
export type useRespondToInformationRequestMutation$data = {
  readonly respondToInformationRequest: {
    readonly informationRequest: {
      readonly " $fragmentSpreads": FragmentRefs<"InformationRequestCard_request">;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useRespondToInformationRequestMutation = {
  response: useRespondToInformationRequestMutation$data;
  variables: useRespondToInformationRequestMutation$variables;
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
  "name": "message",
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
    (v2/*:: as any*/)
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useRespondToInformationRequestMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "InformationRequestPayload",
        "kind": "LinkedField",
        "name": "respondToInformationRequest",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "InformationRequest",
            "kind": "LinkedField",
            "name": "informationRequest",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "InformationRequestCard_request"
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
    "name": "useRespondToInformationRequestMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "InformationRequestPayload",
        "kind": "LinkedField",
        "name": "respondToInformationRequest",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "InformationRequest",
            "kind": "LinkedField",
            "name": "informationRequest",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "kindLabel",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "reasonLabel",
                "storageKey": null
              },
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "status",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "responseKind",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "responseText",
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
    "cacheID": "5ce1a1e154e31385e302911b76709537",
    "id": "0ea8d6a13402b76d0f131eae2bcde1be39d032a694f99ab4c035533dcf310ddf",
    "metadata": {},
    "name": "useRespondToInformationRequestMutation",
    "operationKind": "mutation",
    "text": "mutation useRespondToInformationRequestMutation(\n  $input: RespondToInformationRequestInput!\n) {\n  respondToInformationRequest(input: $input) {\n    informationRequest {\n      ...InformationRequestCard_request\n      id\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}\n\nfragment InformationRequestCard_request on InformationRequest {\n  id\n  kindLabel\n  reasonLabel\n  message\n  status\n  responseKind\n  responseText\n}\n"
  }
};
})();

(node as any).hash = "d73c2cf1fe373c170848bb849d4e38c4";

export default node;
