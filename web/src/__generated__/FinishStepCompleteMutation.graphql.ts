/**
 * @generated SignedSource<<ed202c1f844b991d119399efc563716d>>
 * @relayHash d9e13f459c6f05ab14c481fbed3ef2e2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 508f96403d5af868d28657e2b64aae1649ffc6481d79c825d2959ad47a6eef19

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ServiceProviderInput = {
  providerId: string;
};
export type FinishStepCompleteMutation$variables = {
  input: ServiceProviderInput;
};
export type FinishStepCompleteMutation$data = {
  readonly completeServiceProviderOnboarding: {
    readonly provider: {
      readonly " $fragmentSpreads": FragmentRefs<"VendorOnboard_provider">;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type FinishStepCompleteMutation = {
  response: FinishStepCompleteMutation$data;
  variables: FinishStepCompleteMutation$variables;
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
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "opens",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "closes",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "FinishStepCompleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ResidentialServiceProviderPayload",
        "kind": "LinkedField",
        "name": "completeServiceProviderOnboarding",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ResidentialServiceProvider",
            "kind": "LinkedField",
            "name": "provider",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "VendorOnboard_provider"
              }
            ],
            "storageKey": null
          },
          (v2/*:: as any*/)
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
    "name": "FinishStepCompleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ResidentialServiceProviderPayload",
        "kind": "LinkedField",
        "name": "completeServiceProviderOnboarding",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ResidentialServiceProvider",
            "kind": "LinkedField",
            "name": "provider",
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
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "serviceCategories",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "regions",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "timeZone",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "BusinessHours",
                "kind": "LinkedField",
                "name": "businessHours",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "OpeningHours",
                    "kind": "LinkedField",
                    "name": "monday",
                    "plural": false,
                    "selections": (v3/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "OpeningHours",
                    "kind": "LinkedField",
                    "name": "tuesday",
                    "plural": false,
                    "selections": (v3/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "OpeningHours",
                    "kind": "LinkedField",
                    "name": "wednesday",
                    "plural": false,
                    "selections": (v3/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "OpeningHours",
                    "kind": "LinkedField",
                    "name": "thursday",
                    "plural": false,
                    "selections": (v3/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "OpeningHours",
                    "kind": "LinkedField",
                    "name": "friday",
                    "plural": false,
                    "selections": (v3/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "OpeningHours",
                    "kind": "LinkedField",
                    "name": "saturday",
                    "plural": false,
                    "selections": (v3/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "OpeningHours",
                    "kind": "LinkedField",
                    "name": "sunday",
                    "plural": false,
                    "selections": (v3/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "onboardingCompletedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "onboardingStepsMissing",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ServiceProviderDocument",
                "kind": "LinkedField",
                "name": "documents",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "kind",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "fileName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "downloadUrl",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "expiresOn",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "expired",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ServiceProviderPayoutAccount",
                "kind": "LinkedField",
                "name": "payoutAccount",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "connectedAt",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ServiceProviderUser",
                "kind": "LinkedField",
                "name": "users",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "userId",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "firstName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "role",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "d9e13f459c6f05ab14c481fbed3ef2e2",
    "id": "508f96403d5af868d28657e2b64aae1649ffc6481d79c825d2959ad47a6eef19",
    "metadata": {},
    "name": "FinishStepCompleteMutation",
    "operationKind": "mutation",
    "text": "mutation FinishStepCompleteMutation(\n  $input: ServiceProviderInput!\n) {\n  completeServiceProviderOnboarding(input: $input) {\n    provider {\n      ...VendorOnboard_provider\n      id\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}\n\nfragment VendorOnboard_provider on ResidentialServiceProvider {\n  id\n  name\n  serviceCategories\n  regions\n  timeZone\n  businessHours {\n    monday {\n      opens\n      closes\n    }\n    tuesday {\n      opens\n      closes\n    }\n    wednesday {\n      opens\n      closes\n    }\n    thursday {\n      opens\n      closes\n    }\n    friday {\n      opens\n      closes\n    }\n    saturday {\n      opens\n      closes\n    }\n    sunday {\n      opens\n      closes\n    }\n  }\n  onboardingCompletedAt\n  onboardingStepsMissing\n  documents {\n    kind\n    fileName\n    downloadUrl\n    expiresOn\n    expired\n  }\n  payoutAccount {\n    connectedAt\n  }\n  users {\n    userId\n    firstName\n    role\n  }\n}\n"
  }
};
})();

(node as any).hash = "9911f910fb408892d0e08ac723dc6f35";

export default node;
