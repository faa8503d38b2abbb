/**
 * @generated SignedSource<<58a318749d4200cbd18eab92107cfb0c>>
 * @relayHash 07e266a537ca625525a06cd3a2341380
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 51ea5efd1733d2726038f49e517df54e0d9f8cf60f01271b4128e6c6706a8396

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReferenceSourceType = "APARTMENT_LEASING_OFFICE" | "LANDLORD" | "OTHER" | "PARENT" | "PROPERTY_MANAGER" | "RENTAL_AGENCY" | "SCHOOL_HOUSING_OFFICE" | "%future added value";
export type AddTenantRentalReferenceInput = {
  endDate?: string | null | undefined;
  monthlyRentCents?: number | null | undefined;
  propertyAddress?: string | null | undefined;
  refereeEmail: string;
  refereeName: string;
  refereePhone?: string | null | undefined;
  sourceType: ReferenceSourceType;
  startDate?: string | null | undefined;
};
export type useSaveTenantRentalReferenceMutation_addMutation$variables = {
  input: AddTenantRentalReferenceInput;
};
export type useSaveTenantRentalReferenceMutation_addMutation$data = {
  readonly addTenantRentalReference: {
    readonly tenantRentalReference: {
      readonly id: string;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
    readonly viewer: {
      readonly tenantRentalReferences: ReadonlyArray<{
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"ReferenceItem_reference">;
      }>;
    };
  };
};
export type useSaveTenantRentalReferenceMutation_addMutation = {
  response: useSaveTenantRentalReferenceMutation_addMutation$data;
  variables: useSaveTenantRentalReferenceMutation_addMutation$variables;
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
  "concreteType": "TenantRentalReference",
  "kind": "LinkedField",
  "name": "tenantRentalReference",
  "plural": false,
  "selections": [
    (v2/*:: as any*/)
  ],
  "storageKey": null
},
v4 = {
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
    "name": "useSaveTenantRentalReferenceMutation_addMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "TenantRentalReferencePayload",
        "kind": "LinkedField",
        "name": "addTenantRentalReference",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Viewer",
            "kind": "LinkedField",
            "name": "viewer",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "TenantRentalReference",
                "kind": "LinkedField",
                "name": "tenantRentalReferences",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "ReferenceItem_reference"
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v4/*:: as any*/)
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
    "name": "useSaveTenantRentalReferenceMutation_addMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "TenantRentalReferencePayload",
        "kind": "LinkedField",
        "name": "addTenantRentalReference",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Viewer",
            "kind": "LinkedField",
            "name": "viewer",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "TenantRentalReference",
                "kind": "LinkedField",
                "name": "tenantRentalReferences",
                "plural": true,
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
              }
            ],
            "storageKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "07e266a537ca625525a06cd3a2341380",
    "id": "51ea5efd1733d2726038f49e517df54e0d9f8cf60f01271b4128e6c6706a8396",
    "metadata": {},
    "name": "useSaveTenantRentalReferenceMutation_addMutation",
    "operationKind": "mutation",
    "text": "mutation useSaveTenantRentalReferenceMutation_addMutation(\n  $input: AddTenantRentalReferenceInput!\n) {\n  addTenantRentalReference(input: $input) {\n    tenantRentalReference {\n      id\n    }\n    viewer {\n      tenantRentalReferences {\n        id\n        ...ReferenceItem_reference\n      }\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}\n\nfragment ReferenceItem_reference on TenantRentalReference {\n  sourceType\n  refereeName\n  refereeEmail\n  refereePhone\n  propertyAddress\n  monthlyRent {\n    formatted\n  }\n  startDate\n  endDate\n  status\n}\n"
  }
};
})();

(node as any).hash = "35cccf5d76a4ae7d264414d780a8aca0";

export default node;
