/**
 * @generated SignedSource<<462f79261f4666f7c34ddd93662acb98>>
 * @relayHash 2407a8cade91e12e2c8dec68eea02333
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bee19f94fe9ba65030df1a3794d0fcb272f24318cb4c309282886beff7709d2c

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SubmitRentersInsuranceProofInput = {
  carrier: string;
  endsOn: string;
  fileId: string;
  liabilityLimitCents?: number | null | undefined;
  lifecycleId: string;
  policyNumber: string;
  startsOn: string;
};
export type useSubmitRentersInsuranceProofMutation$variables = {
  input: SubmitRentersInsuranceProofInput;
};
export type useSubmitRentersInsuranceProofMutation$data = {
  readonly submitRentersInsuranceProof: {
    readonly lifecycle: {
      readonly " $fragmentSpreads": FragmentRefs<"InsuredLease_lifecycle">;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useSubmitRentersInsuranceProofMutation = {
  response: useSubmitRentersInsuranceProofMutation$data;
  variables: useSubmitRentersInsuranceProofMutation$variables;
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
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "plan",
  "storageKey": null
},
v5 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "formatted",
    "storageKey": null
  }
],
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "personalPropertyLimit",
  "plural": false,
  "selections": (v5/*:: as any*/),
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "liabilityLimit",
  "plural": false,
  "selections": (v5/*:: as any*/),
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "deductible",
  "plural": false,
  "selections": (v5/*:: as any*/),
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "monthlyPremium",
  "plural": false,
  "selections": (v5/*:: as any*/),
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSubmitRentersInsuranceProofMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RentersInsurancePolicyPayload",
        "kind": "LinkedField",
        "name": "submitRentersInsuranceProof",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Lifecycle",
            "kind": "LinkedField",
            "name": "lifecycle",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "InsuredLease_lifecycle"
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
    "name": "useSubmitRentersInsuranceProofMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RentersInsurancePolicyPayload",
        "kind": "LinkedField",
        "name": "submitRentersInsuranceProof",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Lifecycle",
            "kind": "LinkedField",
            "name": "lifecycle",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "moveInDate",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "moveOutDate",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "allowedActions",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Building",
                "kind": "LinkedField",
                "name": "building",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "title",
                    "storageKey": null
                  },
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isCoveredByRentersInsurance",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "RentersInsurancePolicy",
                "kind": "LinkedField",
                "name": "rentersInsurancePolicy",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "source",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "carrier",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "policyNumber",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "startsOn",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "endsOn",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isActive",
                    "storageKey": null
                  },
                  (v4/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "documentUrl",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "documentFileName",
                    "storageKey": null
                  },
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "RentersInsurancePlan",
                "kind": "LinkedField",
                "name": "rentersInsurancePlans",
                "plural": true,
                "selections": [
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "name",
                    "storageKey": null
                  },
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/)
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
    "cacheID": "2407a8cade91e12e2c8dec68eea02333",
    "id": "bee19f94fe9ba65030df1a3794d0fcb272f24318cb4c309282886beff7709d2c",
    "metadata": {},
    "name": "useSubmitRentersInsuranceProofMutation",
    "operationKind": "mutation",
    "text": "mutation useSubmitRentersInsuranceProofMutation(\n  $input: SubmitRentersInsuranceProofInput!\n) {\n  submitRentersInsuranceProof(input: $input) {\n    lifecycle {\n      ...InsuredLease_lifecycle\n      id\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}\n\nfragment InsuredLease_lifecycle on Lifecycle {\n  id\n  moveInDate\n  moveOutDate\n  allowedActions\n  building {\n    title\n    id\n  }\n  isCoveredByRentersInsurance\n  rentersInsurancePolicy {\n    source\n    carrier\n    policyNumber\n    startsOn\n    endsOn\n    isActive\n    plan\n    personalPropertyLimit {\n      formatted\n    }\n    liabilityLimit {\n      formatted\n    }\n    deductible {\n      formatted\n    }\n    monthlyPremium {\n      formatted\n    }\n    documentUrl\n    documentFileName\n    id\n  }\n  rentersInsurancePlans {\n    plan\n    name\n    personalPropertyLimit {\n      formatted\n    }\n    liabilityLimit {\n      formatted\n    }\n    deductible {\n      formatted\n    }\n    monthlyPremium {\n      formatted\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "5ad17e6367fdfbfa527219afb9be0f92";

export default node;
