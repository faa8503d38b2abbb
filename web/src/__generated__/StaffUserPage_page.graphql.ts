/**
 * @generated SignedSource<<55b472fa8227bdc3f74ba3ab026d40c5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ManagerOnboardingDemoCallStatus = "DEMO_CALL_COMPLETED" | "DEMO_CALL_NEEDED" | "DEMO_CALL_SKIPPED" | "%future added value";
export type UserRole = "MANAGER" | "TENANT" | "VENDOR" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type StaffUserPage_page$data = {
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
  readonly " $fragmentType": "StaffUserPage_page";
};
export type StaffUserPage_page$key = {
  readonly " $data"?: StaffUserPage_page$data;
  readonly " $fragmentSpreads": FragmentRefs<"StaffUserPage_page">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
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
  "name": "status",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StaffUserPage_page",
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
        (v0/*:: as any*/),
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
        (v1/*:: as any*/),
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
        (v2/*:: as any*/),
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
        (v0/*:: as any*/),
        (v3/*:: as any*/),
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
        (v0/*:: as any*/),
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
        (v2/*:: as any*/)
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
        (v0/*:: as any*/),
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
        (v0/*:: as any*/),
        (v3/*:: as any*/),
        (v4/*:: as any*/),
        (v2/*:: as any*/)
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
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "kind",
          "storageKey": null
        },
        (v4/*:: as any*/),
        (v2/*:: as any*/)
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
        (v0/*:: as any*/),
        (v1/*:: as any*/)
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
  "type": "StaffUserPage",
  "abstractKey": null
};
})();

(node as any).hash = "d38339348bd68e7134f6e780664029e5";

export default node;
