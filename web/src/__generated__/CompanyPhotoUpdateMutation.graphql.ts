/**
 * @generated SignedSource<<40fc621000fb8b6ced95fedbe29a4aea>>
 * @relayHash b7c413d1c77e74c6ccb043564845a1b9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a7654f3f90409d4ec4d9bf88e688824bf4959af1c92a4333595079907e822862

import { ConcreteRequest } from 'relay-runtime';
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
export type CompanyPhotoUpdateMutation$variables = {
  input: UpdateResidentialServiceProviderInput;
};
export type CompanyPhotoUpdateMutation$data = {
  readonly updateResidentialServiceProvider: {
    readonly provider: {
      readonly id: string;
      readonly photoUrl: string | null | undefined;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type CompanyPhotoUpdateMutation = {
  response: CompanyPhotoUpdateMutation$data;
  variables: CompanyPhotoUpdateMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
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
            "name": "photoUrl",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
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
    "name": "CompanyPhotoUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CompanyPhotoUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "b7c413d1c77e74c6ccb043564845a1b9",
    "id": "a7654f3f90409d4ec4d9bf88e688824bf4959af1c92a4333595079907e822862",
    "metadata": {},
    "name": "CompanyPhotoUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation CompanyPhotoUpdateMutation(\n  $input: UpdateResidentialServiceProviderInput!\n) {\n  updateResidentialServiceProvider(input: $input) {\n    provider {\n      id\n      photoUrl\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "6ee6d755a2f172411ba2188d3dfd2446";

export default node;
