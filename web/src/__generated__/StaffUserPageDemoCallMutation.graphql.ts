/**
 * @generated SignedSource<<ed08b0098e355b3ac8012f4b3afa2c66>>
 * @relayHash f803f7e3c44321d6f26a8d4389ac410f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8895d2424adaf6584e8de1c98036f274224e1a2eee47a7af451d481590dcdf7c

import { ConcreteRequest } from 'relay-runtime';
export type ManagerOnboardingDemoCallStatus = "DEMO_CALL_COMPLETED" | "DEMO_CALL_NEEDED" | "DEMO_CALL_SKIPPED" | "%future added value";
export type UserRole = "MANAGER" | "TENANT" | "VENDOR" | "%future added value";
export type SetManagerDemoCallStatusInput = {
  status: ManagerOnboardingDemoCallStatus;
  userId: string;
};
export type StaffUserPageDemoCallMutation$variables = {
  input: SetManagerDemoCallStatusInput;
};
export type StaffUserPageDemoCallMutation$data = {
  readonly setManagerDemoCallStatus: {
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
    readonly userPage: {
      readonly applications: ReadonlyArray<{
        readonly applicationType: string;
        readonly buildingTitle: string | null | undefined;
        readonly createdAt: string;
        readonly databaseId: string;
        readonly moveInDate: string;
        readonly moveOutDate: string;
        readonly state: string;
      }>;
      readonly emailVerifiedAt: string | null | undefined;
      readonly homes: ReadonlyArray<{
        readonly city: string;
        readonly databaseId: string;
        readonly relation: string;
        readonly street: string;
        readonly title: string;
      }>;
      readonly invoices: ReadonlyArray<{
        readonly amount: {
          readonly formatted: string;
        };
        readonly databaseId: string;
        readonly description: string;
        readonly dueDate: string;
        readonly paymentStatus: string;
        readonly stripeInvoiceId: string | null | undefined;
      }>;
      readonly managerOnboardingDemoCallStatus: ManagerOnboardingDemoCallStatus | null | undefined;
      readonly phoneNumber: string | null | undefined;
      readonly resolutionCases: ReadonlyArray<{
        readonly createdAt: string;
        readonly databaseId: string;
        readonly kind: string;
        readonly status: string;
      }>;
      readonly serviceProviders: ReadonlyArray<{
        readonly databaseId: string;
        readonly name: string;
      }>;
      readonly staffAccess: ReadonlyArray<{
        readonly endedAt: string | null | undefined;
        readonly reason: string;
        readonly staffFirstName: string;
        readonly startedAt: string;
      }>;
      readonly tickets: ReadonlyArray<{
        readonly createdAt: string;
        readonly databaseId: string;
        readonly status: string;
        readonly title: string;
      }>;
      readonly user: {
        readonly blockedFromCreatingLifecyclesAt: string | null | undefined;
        readonly createdAt: string;
        readonly databaseId: string;
        readonly email: string;
        readonly firstName: string;
        readonly id: string;
        readonly isStaff: boolean;
        readonly lastName: string;
        readonly name: string | null | undefined;
        readonly roles: ReadonlyArray<UserRole>;
      };
    } | null | undefined;
  };
};
export type StaffUserPageDemoCallMutation = {
  response: StaffUserPageDemoCallMutation$data;
  variables: StaffUserPageDemoCallMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v6 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "StaffUserPayload",
    "kind": "LinkedField",
    "name": "setManagerDemoCallStatus",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "StaffUserPage",
        "kind": "LinkedField",
        "name": "userPage",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "StaffUser",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
              (v1/*:: as any*/),
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
                "name": "firstName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastName",
                "storageKey": null
              },
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "roles",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isStaff",
                "storageKey": null
              },
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "blockedFromCreatingLifecyclesAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "phoneNumber",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "emailVerifiedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "managerOnboardingDemoCallStatus",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "StaffUserHome",
            "kind": "LinkedField",
            "name": "homes",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              (v4/*:: as any*/),
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
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "relation",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "StaffUserApplication",
            "kind": "LinkedField",
            "name": "applications",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "buildingTitle",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "state",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "applicationType",
                "storageKey": null
              },
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
              (v3/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "StaffUserInvoice",
            "kind": "LinkedField",
            "name": "invoices",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
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
                "name": "dueDate",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "paymentStatus",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "stripeInvoiceId",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "StaffUserTicket",
            "kind": "LinkedField",
            "name": "tickets",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v3/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "StaffUserResolutionCase",
            "kind": "LinkedField",
            "name": "resolutionCases",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "kind",
                "storageKey": null
              },
              (v5/*:: as any*/),
              (v3/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "StaffUserServiceProvider",
            "kind": "LinkedField",
            "name": "serviceProviders",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "AccountAccess",
            "kind": "LinkedField",
            "name": "staffAccess",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "staffFirstName",
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
                "name": "startedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "endedAt",
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
        "concreteType": "UserError",
        "kind": "LinkedField",
        "name": "userErrors",
        "plural": true,
        "selections": [
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
    "name": "StaffUserPageDemoCallMutation",
    "selections": (v6/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "StaffUserPageDemoCallMutation",
    "selections": (v6/*:: as any*/)
  },
  "params": {
    "cacheID": "f803f7e3c44321d6f26a8d4389ac410f",
    "id": "8895d2424adaf6584e8de1c98036f274224e1a2eee47a7af451d481590dcdf7c",
    "metadata": {},
    "name": "StaffUserPageDemoCallMutation",
    "operationKind": "mutation",
    "text": "mutation StaffUserPageDemoCallMutation(\n  $input: SetManagerDemoCallStatusInput!\n) {\n  setManagerDemoCallStatus(input: $input) {\n    userPage {\n      user {\n        id\n        databaseId\n        email\n        firstName\n        lastName\n        name\n        roles\n        isStaff\n        createdAt\n        blockedFromCreatingLifecyclesAt\n      }\n      phoneNumber\n      emailVerifiedAt\n      managerOnboardingDemoCallStatus\n      homes {\n        databaseId\n        title\n        street\n        city\n        relation\n      }\n      applications {\n        databaseId\n        buildingTitle\n        state\n        applicationType\n        moveInDate\n        moveOutDate\n        createdAt\n      }\n      invoices {\n        databaseId\n        description\n        amount {\n          formatted\n        }\n        dueDate\n        paymentStatus\n        stripeInvoiceId\n      }\n      tickets {\n        databaseId\n        title\n        status\n        createdAt\n      }\n      resolutionCases {\n        databaseId\n        kind\n        status\n        createdAt\n      }\n      serviceProviders {\n        databaseId\n        name\n      }\n      staffAccess {\n        staffFirstName\n        reason\n        startedAt\n        endedAt\n      }\n    }\n    userErrors {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4fd09d36bd69562e819be035be98a366";

export default node;
