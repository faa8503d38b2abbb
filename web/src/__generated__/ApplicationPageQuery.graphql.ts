/**
 * @generated SignedSource<<deb2a5c1efdf05f831a6d437b9d943f7>>
 * @relayHash 52727689bd862f33d6038616580fda24
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fc23551d72b01207cb9a1f420185105c95de31dd181497ee4c05f1753a1cc323

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type InformationRequestStatus = "AWAITING_RESPONSE" | "DELETED" | "RESPONSE_ADDED" | "RESPONSE_DECLINED" | "%future added value";
export type LifecycleAction = "ADD_PROMO" | "APPLY_AUTOMATIC_PROMO" | "APPROVE" | "ASSIGN" | "CALCULATE_RENEWAL_RENT" | "DEACTIVATE" | "DECLINE_RENEWAL_OFFER" | "EARLY_LEASE_TERMINATION_VACATE_DATE" | "LEASE_NEGOTIATION" | "LEASE_NEGOTIATION_PARAMETERS" | "MANAGER_DENIAL" | "NON_RENEWAL" | "OCCUPANT_ADDENDUM_ATTACHMENT_URIS" | "REMOVE_PROMO" | "RENTERS_INSURANCE_POLICY" | "REQUEST_RELOCATION" | "REQUEST_RENEWAL" | "START_RENEWAL" | "UNASSIGN" | "%future added value";
export type LifecycleState = "APPLIED" | "APPROVED" | "DEACTIVATED" | "DENIED" | "ENDED" | "LEASED" | "LEASE_SIGNED" | "NON_RENEWAL" | "RELOCATION_REQUESTED" | "RENEWAL_OFFERED" | "RENEWAL_REQUESTED" | "SENT_TO_MANAGER" | "%future added value";
export type OnboardingStep = "APPLICATIONS" | "CREATE_PROFILE" | "INCOME_VERIFICATION" | "INFORMATION_RELEASE_CONSENT" | "PETS" | "REFERENCES" | "RENTER_CONFIRMATION" | "SCREENING" | "%future added value";
export type ApplicationPageQuery$variables = {
  databaseId: string;
};
export type ApplicationPageQuery$data = {
  readonly application: {
    readonly allowedActions: ReadonlyArray<LifecycleAction>;
    readonly applicationCompletedAt: string | null | undefined;
    readonly applicationDeactivatedAt: string | null | undefined;
    readonly applicationFee: {
      readonly formatted: string;
    };
    readonly applicationFeePaidAt: string | null | undefined;
    readonly applicationLostAt: string | null | undefined;
    readonly applicationSignedAt: string | null | undefined;
    readonly approvedAt: string | null | undefined;
    readonly assignedBedroom: {
      readonly name: string;
      readonly rent: {
        readonly totalRent: {
          readonly formatted: string;
        };
      };
    } | null | undefined;
    readonly building: {
      readonly address: {
        readonly city: string;
        readonly state: string;
      };
      readonly databaseId: string;
      readonly photos: ReadonlyArray<{
        readonly alt: string;
        readonly url: string;
      }>;
      readonly title: string;
    };
    readonly databaseId: string;
    readonly deactivationReasonLabel: string | null | undefined;
    readonly denialReasonLabel: string | null | undefined;
    readonly deniedAt: string | null | undefined;
    readonly id: string;
    readonly isActive: boolean;
    readonly lease: {
      readonly databaseId: string;
      readonly viewerCanSign: boolean;
    } | null | undefined;
    readonly leaseSignedAt: string | null | undefined;
    readonly lifecycleTenantReferencesStepCompletedAt: string | null | undefined;
    readonly managerBedroomLease: {
      readonly signedAt: string | null | undefined;
    } | null | undefined;
    readonly moveInDate: string;
    readonly moveOutDate: string;
    readonly needsFinancialQualifications: boolean;
    readonly promoCode: string | null | undefined;
    readonly state: LifecycleState;
    readonly tenantFinancialQualificationsStepCompletedAt: string | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"ApplicationDocuments_lifecycle">;
  } | null | undefined;
  readonly viewer: {
    readonly informationRequests: ReadonlyArray<{
      readonly id: string;
      readonly lifecycleDatabaseId: string;
      readonly status: InformationRequestStatus;
      readonly " $fragmentSpreads": FragmentRefs<"InformationRequestCard_request">;
    }>;
    readonly isGuest: boolean;
    readonly nextOnboardingStep: OnboardingStep | null | undefined;
    readonly onboardingStepsRemaining: ReadonlyArray<OnboardingStep>;
    readonly screening: {
      readonly reportsGeneratedAt: string | null | undefined;
    } | null | undefined;
    readonly user: {
      readonly profile: {
        readonly applicantInformationReleaseConsentSubmittedAt: string | null | undefined;
      };
    } | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"ApplicationDocuments_viewer" | "OnboardingProgress_viewer">;
  };
};
export type ApplicationPageQuery = {
  response: ApplicationPageQuery$data;
  variables: ApplicationPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "databaseId"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isGuest",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nextOnboardingStep",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "onboardingStepsRemaining",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "Profile",
  "kind": "LinkedField",
  "name": "profile",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "applicantInformationReleaseConsentSubmittedAt",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "Screening",
  "kind": "LinkedField",
  "name": "screening",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reportsGeneratedAt",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lifecycleDatabaseId",
  "storageKey": null
},
v9 = [
  {
    "kind": "Variable",
    "name": "databaseId",
    "variableName": "databaseId"
  }
],
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "state",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "allowedActions",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isActive",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "moveInDate",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "moveOutDate",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "promoCode",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "applicationSignedAt",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "applicationFeePaidAt",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lifecycleTenantReferencesStepCompletedAt",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "tenantFinancialQualificationsStepCompletedAt",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "needsFinancialQualifications",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "applicationCompletedAt",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "applicationDeactivatedAt",
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "applicationLostAt",
  "storageKey": null
},
v25 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "leaseSignedAt",
  "storageKey": null
},
v26 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "approvedAt",
  "storageKey": null
},
v27 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deniedAt",
  "storageKey": null
},
v28 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "denialReasonLabel",
  "storageKey": null
},
v29 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deactivationReasonLabel",
  "storageKey": null
},
v30 = {
  "alias": null,
  "args": null,
  "concreteType": "ManagerBedroomLease",
  "kind": "LinkedField",
  "name": "managerBedroomLease",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "signedAt",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v31 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerCanSign",
  "storageKey": null
},
v32 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "formatted",
    "storageKey": null
  }
],
v33 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "applicationFee",
  "plural": false,
  "selections": (v32/*:: as any*/),
  "storageKey": null
},
v34 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v35 = {
  "alias": null,
  "args": null,
  "concreteType": "Address",
  "kind": "LinkedField",
  "name": "address",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "city",
      "storageKey": null
    },
    (v11/*:: as any*/)
  ],
  "storageKey": null
},
v36 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
},
v37 = {
  "alias": null,
  "args": null,
  "concreteType": "Photo",
  "kind": "LinkedField",
  "name": "photos",
  "plural": true,
  "selections": [
    (v36/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "alt",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v38 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v39 = {
  "alias": null,
  "args": null,
  "concreteType": "RentComponents",
  "kind": "LinkedField",
  "name": "rent",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "totalRent",
      "plural": false,
      "selections": (v32/*:: as any*/),
      "storageKey": null
    }
  ],
  "storageKey": null
},
v40 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "submittedAt",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ApplicationPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "OnboardingProgress_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ApplicationDocuments_viewer"
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v4/*:: as any*/)
            ],
            "storageKey": null
          },
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "InformationRequest",
            "kind": "LinkedField",
            "name": "informationRequests",
            "plural": true,
            "selections": [
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "InformationRequestCard_request"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v9/*:: as any*/),
        "concreteType": "Lifecycle",
        "kind": "LinkedField",
        "name": "application",
        "plural": false,
        "selections": [
          (v6/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          (v13/*:: as any*/),
          (v14/*:: as any*/),
          (v15/*:: as any*/),
          (v16/*:: as any*/),
          (v17/*:: as any*/),
          (v18/*:: as any*/),
          (v19/*:: as any*/),
          (v20/*:: as any*/),
          (v21/*:: as any*/),
          (v22/*:: as any*/),
          (v23/*:: as any*/),
          (v24/*:: as any*/),
          (v25/*:: as any*/),
          (v26/*:: as any*/),
          (v27/*:: as any*/),
          (v28/*:: as any*/),
          (v29/*:: as any*/),
          (v30/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Lease",
            "kind": "LinkedField",
            "name": "lease",
            "plural": false,
            "selections": [
              (v10/*:: as any*/),
              (v31/*:: as any*/)
            ],
            "storageKey": null
          },
          (v33/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Building",
            "kind": "LinkedField",
            "name": "building",
            "plural": false,
            "selections": [
              (v10/*:: as any*/),
              (v34/*:: as any*/),
              (v35/*:: as any*/),
              (v37/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Bedroom",
            "kind": "LinkedField",
            "name": "assignedBedroom",
            "plural": false,
            "selections": [
              (v38/*:: as any*/),
              (v39/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ApplicationDocuments_lifecycle"
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ApplicationPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "IdVerification",
            "kind": "LinkedField",
            "name": "idVerification",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "documentType",
                "storageKey": null
              },
              (v7/*:: as any*/),
              (v40/*:: as any*/),
              (v6/*:: as any*/)
            ],
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
              (v6/*:: as any*/),
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
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "answeredAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "requestSentAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v6/*:: as any*/)
            ],
            "storageKey": null
          },
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "InformationRequest",
            "kind": "LinkedField",
            "name": "informationRequests",
            "plural": true,
            "selections": [
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
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
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "message",
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
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v9/*:: as any*/),
        "concreteType": "Lifecycle",
        "kind": "LinkedField",
        "name": "application",
        "plural": false,
        "selections": [
          (v6/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          (v13/*:: as any*/),
          (v14/*:: as any*/),
          (v15/*:: as any*/),
          (v16/*:: as any*/),
          (v17/*:: as any*/),
          (v18/*:: as any*/),
          (v19/*:: as any*/),
          (v20/*:: as any*/),
          (v21/*:: as any*/),
          (v22/*:: as any*/),
          (v23/*:: as any*/),
          (v24/*:: as any*/),
          (v25/*:: as any*/),
          (v26/*:: as any*/),
          (v27/*:: as any*/),
          (v28/*:: as any*/),
          (v29/*:: as any*/),
          (v30/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Lease",
            "kind": "LinkedField",
            "name": "lease",
            "plural": false,
            "selections": [
              (v10/*:: as any*/),
              (v31/*:: as any*/),
              (v6/*:: as any*/)
            ],
            "storageKey": null
          },
          (v33/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Building",
            "kind": "LinkedField",
            "name": "building",
            "plural": false,
            "selections": [
              (v10/*:: as any*/),
              (v34/*:: as any*/),
              (v35/*:: as any*/),
              (v37/*:: as any*/),
              (v6/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Bedroom",
            "kind": "LinkedField",
            "name": "assignedBedroom",
            "plural": false,
            "selections": [
              (v38/*:: as any*/),
              (v39/*:: as any*/),
              (v6/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "guarantorName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "FinancialQualificationsSubmission",
            "kind": "LinkedField",
            "name": "financialQualificationsSubmissions",
            "plural": true,
            "selections": [
              (v6/*:: as any*/),
              (v40/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Money",
                "kind": "LinkedField",
                "name": "monthlyIncome",
                "plural": false,
                "selections": (v32/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "IncomeDocument",
                "kind": "LinkedField",
                "name": "documents",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "fileId",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "fileName",
                    "storageKey": null
                  },
                  (v36/*:: as any*/)
                ],
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
    "cacheID": "52727689bd862f33d6038616580fda24",
    "id": "fc23551d72b01207cb9a1f420185105c95de31dd181497ee4c05f1753a1cc323",
    "metadata": {},
    "name": "ApplicationPageQuery",
    "operationKind": "query",
    "text": "query ApplicationPageQuery(\n  $databaseId: String!\n) {\n  viewer {\n    isGuest\n    nextOnboardingStep\n    onboardingStepsRemaining\n    ...OnboardingProgress_viewer\n    ...ApplicationDocuments_viewer\n    user {\n      profile {\n        applicantInformationReleaseConsentSubmittedAt\n      }\n      id\n    }\n    screening {\n      reportsGeneratedAt\n    }\n    informationRequests {\n      id\n      status\n      lifecycleDatabaseId\n      ...InformationRequestCard_request\n    }\n  }\n  application(databaseId: $databaseId) {\n    id\n    databaseId\n    state\n    allowedActions\n    isActive\n    moveInDate\n    moveOutDate\n    promoCode\n    applicationSignedAt\n    applicationFeePaidAt\n    lifecycleTenantReferencesStepCompletedAt\n    tenantFinancialQualificationsStepCompletedAt\n    needsFinancialQualifications\n    applicationCompletedAt\n    applicationDeactivatedAt\n    applicationLostAt\n    leaseSignedAt\n    approvedAt\n    deniedAt\n    denialReasonLabel\n    deactivationReasonLabel\n    managerBedroomLease {\n      signedAt\n    }\n    lease {\n      databaseId\n      viewerCanSign\n      id\n    }\n    applicationFee {\n      formatted\n    }\n    building {\n      databaseId\n      title\n      address {\n        city\n        state\n      }\n      photos {\n        url\n        alt\n      }\n      id\n    }\n    assignedBedroom {\n      name\n      rent {\n        totalRent {\n          formatted\n        }\n      }\n      id\n    }\n    ...ApplicationDocuments_lifecycle\n  }\n}\n\nfragment ApplicationDocuments_lifecycle on Lifecycle {\n  guarantorName\n  financialQualificationsSubmissions {\n    id\n    submittedAt\n    monthlyIncome {\n      formatted\n    }\n    documents {\n      fileId\n      fileName\n      url\n    }\n  }\n}\n\nfragment ApplicationDocuments_viewer on Viewer {\n  idVerification {\n    documentType\n    status\n    submittedAt\n    id\n  }\n  tenantRentalReferences {\n    id\n    refereeName\n    sourceType\n    status\n    answeredAt\n    requestSentAt\n  }\n}\n\nfragment InformationRequestCard_request on InformationRequest {\n  id\n  kindLabel\n  reasonLabel\n  message\n  status\n  responseKind\n  responseText\n}\n\nfragment OnboardingProgress_viewer on Viewer {\n  nextOnboardingStep\n  onboardingStepsRemaining\n}\n"
  }
};
})();

(node as any).hash = "e89e4650668d25d46dd24015a3db9964";

export default node;
