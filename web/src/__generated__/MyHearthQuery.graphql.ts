/**
 * @generated SignedSource<<d4be2aa8c9de16a3fa14d701ee37ef7a>>
 * @relayHash 63c8d816985690ec0c0d052956b2f4f7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID de5dd2c61e3f526d5536521d402b7e3012d2e58016276a839fa532b0f5237cb9

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AccessMethod = "KEYPAD" | "KEY_AT_LOCATION" | "LOCKBOX" | "NO_ACCESS_AVAILABLE" | "%future added value";
export type LifecycleState = "APPLIED" | "APPROVED" | "DEACTIVATED" | "DENIED" | "ENDED" | "LEASED" | "LEASE_SIGNED" | "NON_RENEWAL" | "RELOCATION_REQUESTED" | "RENEWAL_OFFERED" | "RENEWAL_REQUESTED" | "SENT_TO_MANAGER" | "%future added value";
export type OnboardingStep = "APPLICATIONS" | "CREATE_PROFILE" | "INCOME_VERIFICATION" | "INFORMATION_RELEASE_CONSENT" | "PETS" | "REFERENCES" | "RENTER_CONFIRMATION" | "SCREENING" | "%future added value";
export type RoommateQuestion = "APPLICANT_PROFILE_ROOMMATE_RELATIONSHIP_PREFERENCE" | "COMMON_AREA_CONTRIBUTIONS" | "CONFLICT_STYLE" | "COOKING" | "MOVE_REASON" | "PLANTS" | "SHARING" | "SMOKER" | "UNWIND_RITUAL" | "WEEKDAY_BEDTIME" | "WEEKEND_VACANCY" | "WORKS_FROM_HOME" | "%future added value";
export type TicketStatus = "COMPLETED" | "IN_PROGRESS" | "NOT_STARTED" | "%future added value";
export type UserRole = "MANAGER" | "TENANT" | "VENDOR" | "%future added value";
export type MyHearthQuery$variables = Record<PropertyKey, never>;
export type MyHearthQuery$data = {
  readonly viewer: {
    readonly applications: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly assignedBedroom: {
            readonly name: string;
          } | null | undefined;
          readonly building: {
            readonly title: string;
          };
          readonly databaseId: string;
          readonly id: string;
          readonly moveInDate: string;
          readonly state: LifecycleState;
        };
      }>;
    };
    readonly billing: {
      readonly " $fragmentSpreads": FragmentRefs<"RentDue_billing">;
    } | null | undefined;
    readonly currentRole: UserRole | null | undefined;
    readonly isGuest: boolean;
    readonly maintenanceTickets: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly databaseId: number;
          readonly id: string;
          readonly status: TicketStatus;
          readonly title: string;
          readonly updatedAt: string;
        };
      }>;
    };
    readonly myHome: {
      readonly access: {
        readonly instructions: string;
        readonly method: AccessMethod | null | undefined;
        readonly wifiNetworkName: string | null | undefined;
        readonly wifiPassword: string | null | undefined;
      };
      readonly address: {
        readonly city: string;
        readonly state: string;
        readonly street: string;
        readonly zip: string;
      };
      readonly bedroomName: string;
      readonly building: {
        readonly " $fragmentSpreads": FragmentRefs<"CompatibilityCard_building">;
      } | null | undefined;
      readonly buildingDatabaseId: string;
      readonly checklist: {
        readonly accessReady: boolean;
        readonly autopayOn: boolean;
        readonly depositPaidAt: string | null | undefined;
        readonly firstRentPaidAt: string | null | undefined;
        readonly leaseCountersignedAt: string | null | undefined;
        readonly rentersInsurancePurchasedAt: string | null | undefined;
      };
      readonly housemates: ReadonlyArray<{
        readonly bedroomName: string;
        readonly firstName: string;
        readonly interests: ReadonlyArray<string>;
        readonly moveInDate: string;
        readonly occupation: string | null | undefined;
        readonly roommateAnswers: ReadonlyArray<{
          readonly answer: string;
          readonly label: string;
          readonly question: RoommateQuestion;
        }>;
      }>;
      readonly moveInDate: string;
      readonly moveOutDate: string;
      readonly openRooms: ReadonlyArray<{
        readonly availableFrom: string;
        readonly bedroomId: string;
        readonly name: string;
        readonly totalRent: {
          readonly formatted: string;
        };
      }>;
      readonly title: string;
    } | null | undefined;
    readonly nextOnboardingStep: OnboardingStep | null | undefined;
    readonly referral: {
      readonly " $fragmentSpreads": FragmentRefs<"PromoteListing_referral">;
    } | null | undefined;
  };
};
export type MyHearthQuery = {
  response: MyHearthQuery$data;
  variables: MyHearthQuery$variables;
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
  "name": "currentRole",
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
  "name": "title",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "buildingDatabaseId",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "bedroomName",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "moveInDate",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "moveOutDate",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "state",
  "storageKey": null
},
v9 = {
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
      "name": "street",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "city",
      "storageKey": null
    },
    (v8/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "zip",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "concreteType": "HomeAccess",
  "kind": "LinkedField",
  "name": "access",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "method",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "instructions",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "wifiNetworkName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "wifiPassword",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "concreteType": "Housemate",
  "kind": "LinkedField",
  "name": "housemates",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "firstName",
      "storageKey": null
    },
    (v5/*:: as any*/),
    (v6/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "occupation",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "interests",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "HousemateAnswer",
      "kind": "LinkedField",
      "name": "roommateAnswers",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "question",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "answer",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "formatted",
  "storageKey": null
},
v14 = [
  (v13/*:: as any*/)
],
v15 = {
  "alias": null,
  "args": null,
  "concreteType": "OpenRoom",
  "kind": "LinkedField",
  "name": "openRooms",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bedroomId",
      "storageKey": null
    },
    (v12/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "availableFrom",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "totalRent",
      "plural": false,
      "selections": (v14/*:: as any*/),
      "storageKey": null
    }
  ],
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "concreteType": "MoveInChecklist",
  "kind": "LinkedField",
  "name": "checklist",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "leaseCountersignedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "depositPaidAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "autopayOn",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rentersInsurancePurchasedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "firstRentPaidAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "accessReady",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v17 = {
  "kind": "Literal",
  "name": "first",
  "value": 5
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": [
    (v17/*:: as any*/)
  ],
  "concreteType": "MaintenanceTicketConnection",
  "kind": "LinkedField",
  "name": "maintenanceTickets",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "MaintenanceTicketEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "MaintenanceTicket",
          "kind": "LinkedField",
          "name": "node",
          "plural": false,
          "selections": [
            (v18/*:: as any*/),
            (v19/*:: as any*/),
            (v3/*:: as any*/),
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
              "name": "updatedAt",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": "maintenanceTickets(first:5)"
},
v21 = [
  {
    "kind": "Literal",
    "name": "excludeDeactivated",
    "value": true
  },
  (v17/*:: as any*/)
],
v22 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "cents",
    "storageKey": null
  },
  (v13/*:: as any*/)
],
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dueDate",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "MyHearthQuery",
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
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "MyHome",
            "kind": "LinkedField",
            "name": "myHome",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v9/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Building",
                "kind": "LinkedField",
                "name": "building",
                "plural": false,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "CompatibilityCard_building"
                  }
                ],
                "storageKey": null
              },
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v15/*:: as any*/),
              (v16/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Referral",
            "kind": "LinkedField",
            "name": "referral",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "PromoteListing_referral"
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Billing",
            "kind": "LinkedField",
            "name": "billing",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "RentDue_billing"
              }
            ],
            "storageKey": null
          },
          (v20/*:: as any*/),
          {
            "alias": null,
            "args": (v21/*:: as any*/),
            "concreteType": "LifecycleConnection",
            "kind": "LinkedField",
            "name": "applications",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "LifecycleEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Lifecycle",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v18/*:: as any*/),
                      (v19/*:: as any*/),
                      (v8/*:: as any*/),
                      (v6/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Building",
                        "kind": "LinkedField",
                        "name": "building",
                        "plural": false,
                        "selections": [
                          (v3/*:: as any*/)
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
                          (v12/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "applications(excludeDeactivated:true,first:5)"
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
    "name": "MyHearthQuery",
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
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "MyHome",
            "kind": "LinkedField",
            "name": "myHome",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v9/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Building",
                "kind": "LinkedField",
                "name": "building",
                "plural": false,
                "selections": [
                  (v19/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "RoommateCompatibility",
                    "kind": "LinkedField",
                    "name": "compatibility",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "score",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "reason",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "housemateCount",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "CompatibilityExplanation",
                        "kind": "LinkedField",
                        "name": "explanations",
                        "plural": true,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "tone",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "text",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  (v18/*:: as any*/)
                ],
                "storageKey": null
              },
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v15/*:: as any*/),
              (v16/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Referral",
            "kind": "LinkedField",
            "name": "referral",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "eligible",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "code",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Money",
                "kind": "LinkedField",
                "name": "friendCredit",
                "plural": false,
                "selections": (v14/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Money",
                "kind": "LinkedField",
                "name": "referrerCredit",
                "plural": false,
                "selections": (v14/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Money",
                "kind": "LinkedField",
                "name": "creditedTotal",
                "plural": false,
                "selections": (v22/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ReferralUse",
                "kind": "LinkedField",
                "name": "uses",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "friendFirstName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "homeTitle",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "appliedAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "leaseSignedAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Money",
                    "kind": "LinkedField",
                    "name": "credit",
                    "plural": false,
                    "selections": (v14/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "creditedAt",
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
            "concreteType": "Billing",
            "kind": "LinkedField",
            "name": "billing",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Invoice",
                "kind": "LinkedField",
                "name": "due",
                "plural": true,
                "selections": [
                  (v18/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "description",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Money",
                    "kind": "LinkedField",
                    "name": "amount",
                    "plural": false,
                    "selections": (v14/*:: as any*/),
                    "storageKey": null
                  },
                  (v23/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PaymentScheduleItem",
                "kind": "LinkedField",
                "name": "schedule",
                "plural": true,
                "selections": [
                  (v23/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Money",
                    "kind": "LinkedField",
                    "name": "amountDue",
                    "plural": false,
                    "selections": (v22/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PaymentSource",
                "kind": "LinkedField",
                "name": "paymentSources",
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
                    "name": "brand",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "last4",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isAutopay",
                    "storageKey": null
                  },
                  (v18/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v20/*:: as any*/),
          {
            "alias": null,
            "args": (v21/*:: as any*/),
            "concreteType": "LifecycleConnection",
            "kind": "LinkedField",
            "name": "applications",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "LifecycleEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Lifecycle",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v18/*:: as any*/),
                      (v19/*:: as any*/),
                      (v8/*:: as any*/),
                      (v6/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Building",
                        "kind": "LinkedField",
                        "name": "building",
                        "plural": false,
                        "selections": [
                          (v3/*:: as any*/),
                          (v18/*:: as any*/)
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
                          (v12/*:: as any*/),
                          (v18/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "applications(excludeDeactivated:true,first:5)"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "63c8d816985690ec0c0d052956b2f4f7",
    "id": "de5dd2c61e3f526d5536521d402b7e3012d2e58016276a839fa532b0f5237cb9",
    "metadata": {},
    "name": "MyHearthQuery",
    "operationKind": "query",
    "text": "query MyHearthQuery {\n  viewer {\n    isGuest\n    currentRole\n    nextOnboardingStep\n    myHome {\n      title\n      buildingDatabaseId\n      bedroomName\n      moveInDate\n      moveOutDate\n      address {\n        street\n        city\n        state\n        zip\n      }\n      building {\n        ...CompatibilityCard_building\n        id\n      }\n      access {\n        method\n        instructions\n        wifiNetworkName\n        wifiPassword\n      }\n      housemates {\n        firstName\n        bedroomName\n        moveInDate\n        occupation\n        interests\n        roommateAnswers {\n          question\n          label\n          answer\n        }\n      }\n      openRooms {\n        bedroomId\n        name\n        availableFrom\n        totalRent {\n          formatted\n        }\n      }\n      checklist {\n        leaseCountersignedAt\n        depositPaidAt\n        autopayOn\n        rentersInsurancePurchasedAt\n        firstRentPaidAt\n        accessReady\n      }\n    }\n    referral {\n      ...PromoteListing_referral\n    }\n    billing {\n      ...RentDue_billing\n    }\n    maintenanceTickets(first: 5) {\n      edges {\n        node {\n          id\n          databaseId\n          title\n          status\n          updatedAt\n        }\n      }\n    }\n    applications(first: 5, excludeDeactivated: true) {\n      edges {\n        node {\n          id\n          databaseId\n          state\n          moveInDate\n          building {\n            title\n            id\n          }\n          assignedBedroom {\n            name\n            id\n          }\n        }\n      }\n    }\n  }\n}\n\nfragment CompatibilityCard_building on Building {\n  databaseId\n  compatibility {\n    score\n    reason\n    housemateCount\n    explanations {\n      tone\n      text\n    }\n  }\n}\n\nfragment PromoteListing_referral on Referral {\n  eligible\n  code\n  friendCredit {\n    formatted\n  }\n  referrerCredit {\n    formatted\n  }\n  creditedTotal {\n    cents\n    formatted\n  }\n  uses {\n    friendFirstName\n    homeTitle\n    appliedAt\n    leaseSignedAt\n    credit {\n      formatted\n    }\n    creditedAt\n  }\n}\n\nfragment RentDue_billing on Billing {\n  due {\n    id\n    description\n    amount {\n      formatted\n    }\n    dueDate\n  }\n  schedule {\n    dueDate\n    amountDue {\n      cents\n      formatted\n    }\n  }\n  paymentSources {\n    kind\n    brand\n    last4\n    isAutopay\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "2385f5035b67a4672f2f3697132cd567";

export default node;
