/**
 * @generated SignedSource<<6c212951bdd3bb34428c58100ee4b5b8>>
 * @relayHash 7ff3f1ff41a1136cc8eb76556e72366c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7a50408f546fb14533957575dcbc00df6caae9eb47bc81ad2846bdd997171ac7

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TenantRentalReferenceStatus = "ANSWERED" | "DRAFT" | "EXPIRED" | "REQUESTED" | "%future added value";
export type RenterReferencesQuery$variables = Record<PropertyKey, never>;
export type RenterReferencesQuery$data = {
  readonly viewer: {
    readonly isGuest: boolean;
    readonly tenantRentalReferences: ReadonlyArray<{
      readonly status: TenantRentalReferenceStatus;
    }>;
    readonly " $fragmentSpreads": FragmentRefs<"OnboardingProgress_viewer" | "ReferenceList_viewer">;
  };
};
export type RenterReferencesQuery = {
  response: RenterReferencesQuery$data;
  variables: RenterReferencesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isGuest",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "RenterReferencesQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "OnboardingProgress_viewer"
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "TenantRentalReference",
            "kind": "LinkedField",
            "name": "tenantRentalReferences",
            "plural": true,
            "selections": [
              (v1/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ReferenceList_viewer"
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
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "RenterReferencesQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "nextOnboardingStep",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "onboardingStepsRemaining",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "TenantRentalReference",
            "kind": "LinkedField",
            "name": "tenantRentalReferences",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
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
                "name": "refereeName",
                "storageKey": null
              },
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
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "cents",
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
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "7ff3f1ff41a1136cc8eb76556e72366c",
    "id": "7a50408f546fb14533957575dcbc00df6caae9eb47bc81ad2846bdd997171ac7",
    "metadata": {},
    "name": "RenterReferencesQuery",
    "operationKind": "query",
    "text": "query RenterReferencesQuery {\n  viewer {\n    isGuest\n    ...OnboardingProgress_viewer\n    tenantRentalReferences {\n      status\n      id\n    }\n    ...ReferenceList_viewer\n  }\n}\n\nfragment OnboardingProgress_viewer on Viewer {\n  nextOnboardingStep\n  onboardingStepsRemaining\n}\n\nfragment ReferenceItem_reference on TenantRentalReference {\n  sourceType\n  refereeName\n  refereeEmail\n  refereePhone\n  propertyAddress\n  monthlyRent {\n    formatted\n  }\n  startDate\n  endDate\n  status\n}\n\nfragment ReferenceList_viewer on Viewer {\n  tenantRentalReferences {\n    id\n    refereeName\n    ...ReferenceItem_reference\n    ...TenantReferenceForm_reference\n  }\n}\n\nfragment TenantReferenceForm_reference on TenantRentalReference {\n  sourceType\n  refereeName\n  refereeEmail\n  refereePhone\n  propertyAddress\n  monthlyRent {\n    cents\n  }\n  startDate\n  endDate\n  status\n}\n"
  }
};
})();

(node as any).hash = "7067ed82f6b990325264658ea16f3de3";

export default node;
