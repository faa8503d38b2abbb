/**
 * @generated SignedSource<<997abda852e783e4bb0ddc5e82ebc82b>>
 * @relayHash 00ee166136597e33b4ee7014bad530b8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 157f194c2586a96dd174d2bc3a6ee3319a6a6bfea94788e698ebcd9287269983

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ApplicantDeclineReason = "NOT_STARTED_JOB" | "NO_ADDITIONAL_SOURCES" | "NO_EXPLANATION" | "NO_PHOTO_ID" | "OTHER" | "UNABLE_TO_ACCESS_DOCUMENTS" | "UNABLE_TO_PROVIDE_GUARANTOR" | "UNAWARE_OF_ITEM" | "UNCOMFORTABLE_PROVIDING_ID" | "%future added value";
export type DeclineInformationRequestInput = {
  informationRequestId: string;
  reason: ApplicantDeclineReason;
};
export type useDeclineInformationRequestMutation$variables = {
  input: DeclineInformationRequestInput;
};
export type useDeclineInformationRequestMutation$data = {
  readonly declineInformationRequest: {
    readonly informationRequest: {
      readonly " $fragmentSpreads": FragmentRefs<"InformationRequestCard_request">;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useDeclineInformationRequestMutation = {
  response: useDeclineInformationRequestMutation$data;
  variables: useDeclineInformationRequestMutation$variables;
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
    "name": "useDeclineInformationRequestMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "InformationRequestPayload",
        "kind": "LinkedField",
        "name": "declineInformationRequest",
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
    "name": "useDeclineInformationRequestMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "InformationRequestPayload",
        "kind": "LinkedField",
        "name": "declineInformationRequest",
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
    "cacheID": "00ee166136597e33b4ee7014bad530b8",
    "id": "157f194c2586a96dd174d2bc3a6ee3319a6a6bfea94788e698ebcd9287269983",
    "metadata": {},
    "name": "useDeclineInformationRequestMutation",
    "operationKind": "mutation",
    "text": "mutation useDeclineInformationRequestMutation(\n  $input: DeclineInformationRequestInput!\n) {\n  declineInformationRequest(input: $input) {\n    informationRequest {\n      ...InformationRequestCard_request\n      id\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}\n\nfragment InformationRequestCard_request on InformationRequest {\n  id\n  kindLabel\n  reasonLabel\n  message\n  status\n  responseKind\n  responseText\n}\n"
  }
};
})();

(node as any).hash = "d6ddbe2e20640938ceb6a1bb90326253";

export default node;
