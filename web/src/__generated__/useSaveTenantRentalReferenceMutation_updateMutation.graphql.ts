/**
 * @generated SignedSource<<71d5d7943d42b8f827bb0a8e157ffdf4>>
 * @relayHash e4bdacd4a384d0534f0ef50374269144
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7bed4042e7c885993f45223981d6ef5000602e5d51eee6f40292d42c8d400a6b

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReferenceSourceType = "APARTMENT_LEASING_OFFICE" | "LANDLORD" | "OTHER" | "PARENT" | "PROPERTY_MANAGER" | "RENTAL_AGENCY" | "SCHOOL_HOUSING_OFFICE" | "%future added value";
export type UpdateTenantRentalReferenceInput = {
  endDate?: string | null | undefined;
  monthlyRentCents?: number | null | undefined;
  propertyAddress?: string | null | undefined;
  refereeEmail?: string | null | undefined;
  refereeName?: string | null | undefined;
  refereePhone?: string | null | undefined;
  sourceType?: ReferenceSourceType | null | undefined;
  startDate?: string | null | undefined;
  tenantRentalReferenceId: string;
};
export type useSaveTenantRentalReferenceMutation_updateMutation$variables = {
  input: UpdateTenantRentalReferenceInput;
};
export type useSaveTenantRentalReferenceMutation_updateMutation$data = {
  readonly updateTenantRentalReference: {
    readonly tenantRentalReference: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"ReferenceItem_reference">;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useSaveTenantRentalReferenceMutation_updateMutation = {
  response: useSaveTenantRentalReferenceMutation_updateMutation$data;
  variables: useSaveTenantRentalReferenceMutation_updateMutation$variables;
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
  "name": "id",
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
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSaveTenantRentalReferenceMutation_updateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "TenantRentalReferencePayload",
        "kind": "LinkedField",
        "name": "updateTenantRentalReference",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "TenantRentalReference",
            "kind": "LinkedField",
            "name": "tenantRentalReference",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ReferenceItem_reference"
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
    "name": "useSaveTenantRentalReferenceMutation_updateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "TenantRentalReferencePayload",
        "kind": "LinkedField",
        "name": "updateTenantRentalReference",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "TenantRentalReference",
            "kind": "LinkedField",
            "name": "tenantRentalReference",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "sourceType",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "refereeName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "refereeEmail",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "refereePhone",
                "storageKey": null
              },
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
                "concreteType": "Money",
                "kind": "LinkedField",
                "name": "monthlyRent",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "formatted",
                    "storageKey": null
                  }
                ],
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
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "status",
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
    "cacheID": "e4bdacd4a384d0534f0ef50374269144",
    "id": "7bed4042e7c885993f45223981d6ef5000602e5d51eee6f40292d42c8d400a6b",
    "metadata": {},
    "name": "useSaveTenantRentalReferenceMutation_updateMutation",
    "operationKind": "mutation",
    "text": "mutation useSaveTenantRentalReferenceMutation_updateMutation(\n  $input: UpdateTenantRentalReferenceInput!\n) {\n  updateTenantRentalReference(input: $input) {\n    tenantRentalReference {\n      id\n      ...ReferenceItem_reference\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}\n\nfragment ReferenceItem_reference on TenantRentalReference {\n  sourceType\n  refereeName\n  refereeEmail\n  refereePhone\n  propertyAddress\n  monthlyRent {\n    formatted\n  }\n  startDate\n  endDate\n  status\n}\n"
  }
};
})();

(node as any).hash = "944174cb93e87ee1c66d7bcd7b6faaa8";

export default node;
