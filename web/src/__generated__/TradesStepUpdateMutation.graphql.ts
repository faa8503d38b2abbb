/**
 * @generated SignedSource<<f5eefa3c5f03b77bdf0ff4c273e8ae89>>
 * @relayHash 49fd8ed97c6706a1d783e5ab5e368429
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0ac43638cf30dfff788924b01b052e5f7cb027280d32997502d0578a03bbf180

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CityPage = "ATLANTA" | "AUSTIN" | "CHARLOTTE" | "DALLAS_FORT_WORTH" | "DURHAM" | "RALEIGH" | "SAN_ANTONIO" | "TRIAD" | "%future added value";
export type VendorServiceCategory = "APPLICANT_TOURS" | "BEDROOM_TURNOVER_CLEANING" | "HARDWARE_INSTALLATION" | "INTERIOR_PAINTING" | "MARKETING_PHOTOGRAPHY_VIDEOGRAPHY" | "PROPERTY_INSPECTIONS" | "SMALL_REPAIRS" | "SPECIALIZED_CLEANING" | "%future added value";
export type UpdateResidentialServiceProviderInput = {
  businessHours?: BusinessHoursInput | null | undefined;
  name?: string | null | undefined;
  photoFileId?: string | null | undefined;
  providerId: string;
  regions?: ReadonlyArray<CityPage> | null | undefined;
  serviceCategories?: ReadonlyArray<VendorServiceCategory> | null | undefined;
  timeZone?: string | null | undefined;
};
export type BusinessHoursInput = {
  friday?: OpeningHoursInput | null | undefined;
  monday?: OpeningHoursInput | null | undefined;
  saturday?: OpeningHoursInput | null | undefined;
  sunday?: OpeningHoursInput | null | undefined;
  thursday?: OpeningHoursInput | null | undefined;
  tuesday?: OpeningHoursInput | null | undefined;
  wednesday?: OpeningHoursInput | null | undefined;
};
export type OpeningHoursInput = {
  closes: string;
  opens: string;
};
export type TradesStepUpdateMutation$variables = {
  input: UpdateResidentialServiceProviderInput;
};
export type TradesStepUpdateMutation$data = {
  readonly updateResidentialServiceProvider: {
    readonly provider: {
      readonly " $fragmentSpreads": FragmentRefs<"VendorOnboard_provider">;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type TradesStepUpdateMutation = {
  response: TradesStepUpdateMutation$data;
  variables: TradesStepUpdateMutation$variables;
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
    "name": "TradesStepUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ResidentialServiceProviderPayload",
        "kind": "LinkedField",
        "name": "updateResidentialServiceProvider",
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
    "name": "TradesStepUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ResidentialServiceProviderPayload",
        "kind": "LinkedField",
        "name": "updateResidentialServiceProvider",
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
    "cacheID": "49fd8ed97c6706a1d783e5ab5e368429",
    "id": "0ac43638cf30dfff788924b01b052e5f7cb027280d32997502d0578a03bbf180",
    "metadata": {},
    "name": "TradesStepUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation TradesStepUpdateMutation(\n  $input: UpdateResidentialServiceProviderInput!\n) {\n  updateResidentialServiceProvider(input: $input) {\n    provider {\n      ...VendorOnboard_provider\n      id\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}\n\nfragment VendorOnboard_provider on ResidentialServiceProvider {\n  id\n  name\n  serviceCategories\n  regions\n  timeZone\n  businessHours {\n    monday {\n      opens\n      closes\n    }\n    tuesday {\n      opens\n      closes\n    }\n    wednesday {\n      opens\n      closes\n    }\n    thursday {\n      opens\n      closes\n    }\n    friday {\n      opens\n      closes\n    }\n    saturday {\n      opens\n      closes\n    }\n    sunday {\n      opens\n      closes\n    }\n  }\n  onboardingCompletedAt\n  onboardingStepsMissing\n  documents {\n    kind\n    fileName\n    downloadUrl\n    expiresOn\n    expired\n  }\n  payoutAccount {\n    connectedAt\n  }\n  users {\n    userId\n    firstName\n    role\n  }\n}\n"
  }
};
})();

(node as any).hash = "bc43e24962ed4d139f9610b7df414297";

export default node;
