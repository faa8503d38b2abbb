/**
 * @generated SignedSource<<0ca6e026fe6a4d09878c3f11ba705ec5>>
 * @relayHash 4d1c64c53a9e2511ecfdb40596cb6300
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 84b3e4f32773d817d5441cb6f9deb2645ba0590c98ddea46c999c2a6cd955d89

import { ConcreteRequest } from 'relay-runtime';
export type ManagerOnboardingDemoCallStatus = "DEMO_CALL_COMPLETED" | "DEMO_CALL_NEEDED" | "DEMO_CALL_SKIPPED" | "%future added value";
export type UserRole = "MANAGER" | "TENANT" | "VENDOR" | "%future added value";
export type StaffUserPageQuery$variables = {
  id: string;
};
export type StaffUserPageQuery$data = {
  readonly staffUser: {
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
export type StaffUserPageQuery = {
  response: StaffUserPageQuery$data;
  variables: StaffUserPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
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
        "name": "databaseId",
        "variableName": "id"
      }
    ],
    "concreteType": "StaffUserPage",
    "kind": "LinkedField",
    "name": "staffUser",
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
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "StaffUserPageQuery",
    "selections": (v6/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "StaffUserPageQuery",
    "selections": (v6/*:: as any*/)
  },
  "params": {
    "cacheID": "4d1c64c53a9e2511ecfdb40596cb6300",
    "id": "84b3e4f32773d817d5441cb6f9deb2645ba0590c98ddea46c999c2a6cd955d89",
    "metadata": {},
    "name": "StaffUserPageQuery",
    "operationKind": "query",
    "text": "query StaffUserPageQuery(\n  $id: ID!\n) {\n  staffUser(databaseId: $id) {\n    user {\n      id\n      databaseId\n      email\n      firstName\n      lastName\n      name\n      roles\n      isStaff\n      createdAt\n      blockedFromCreatingLifecyclesAt\n    }\n    phoneNumber\n    emailVerifiedAt\n    managerOnboardingDemoCallStatus\n    homes {\n      databaseId\n      title\n      street\n      city\n      relation\n    }\n    applications {\n      databaseId\n      buildingTitle\n      state\n      applicationType\n      moveInDate\n      moveOutDate\n      createdAt\n    }\n    invoices {\n      databaseId\n      description\n      amount {\n        formatted\n      }\n      dueDate\n      paymentStatus\n      stripeInvoiceId\n    }\n    tickets {\n      databaseId\n      title\n      status\n      createdAt\n    }\n    resolutionCases {\n      databaseId\n      kind\n      status\n      createdAt\n    }\n    serviceProviders {\n      databaseId\n      name\n    }\n    staffAccess {\n      staffFirstName\n      reason\n      startedAt\n      endedAt\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8f5eed9e02ddeaa55a5e2161e50fea51";

export default node;
