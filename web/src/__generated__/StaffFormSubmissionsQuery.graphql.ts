/**
 * @generated SignedSource<<9c19b1de39a3227d829ca11a142e6a4b>>
 * @relayHash 36c6982d239e814b141b9cdde01fa658
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 63a21a7bce4bdb324ed55a93eefc6e46b30c3232b24fcada40eb47aefbe98a96

import { ConcreteRequest } from 'relay-runtime';
export type FormKind = "LEAVE_FEEDBACK" | "PARTNER_MEETING" | "REALTOR_REFERRAL" | "%future added value";
export type FormSubmissionFilter = {
  form?: FormKind | null | undefined;
  handled?: boolean | null | undefined;
};
export type StaffFormSubmissionsQuery$variables = {
  filter?: FormSubmissionFilter | null | undefined;
};
export type StaffFormSubmissionsQuery$data = {
  readonly formSubmissions: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly databaseId: string;
        readonly email: string;
        readonly fields: ReadonlyArray<{
          readonly name: string;
          readonly value: string;
        }>;
        readonly form: FormKind;
        readonly handled: boolean;
        readonly id: string;
        readonly submittedAt: string;
      };
    }>;
    readonly pageInfo: {
      readonly hasNextPage: boolean;
    };
  };
};
export type StaffFormSubmissionsQuery = {
  response: StaffFormSubmissionsQuery$data;
  variables: StaffFormSubmissionsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "filter"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "filter",
        "variableName": "filter"
      },
      {
        "kind": "Literal",
        "name": "first",
        "value": 100
      }
    ],
    "concreteType": "FormSubmissionConnection",
    "kind": "LinkedField",
    "name": "formSubmissions",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "FormSubmissionEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "FormSubmission",
            "kind": "LinkedField",
            "name": "node",
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
                "name": "databaseId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "form",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "email",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "submittedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "handled",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "FormField",
                "kind": "LinkedField",
                "name": "fields",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "name",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "value",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "PageInfo",
        "kind": "LinkedField",
        "name": "pageInfo",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "hasNextPage",
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
    "name": "StaffFormSubmissionsQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "StaffFormSubmissionsQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "36c6982d239e814b141b9cdde01fa658",
    "id": "63a21a7bce4bdb324ed55a93eefc6e46b30c3232b24fcada40eb47aefbe98a96",
    "metadata": {},
    "name": "StaffFormSubmissionsQuery",
    "operationKind": "query",
    "text": "query StaffFormSubmissionsQuery(\n  $filter: FormSubmissionFilter\n) {\n  formSubmissions(filter: $filter, first: 100) {\n    edges {\n      node {\n        id\n        databaseId\n        form\n        email\n        submittedAt\n        handled\n        fields {\n          name\n          value\n        }\n      }\n    }\n    pageInfo {\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a37416cc6a449529d0f0938ba191a493";

export default node;
