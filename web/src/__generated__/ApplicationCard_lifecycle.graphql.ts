/**
 * @generated SignedSource<<3b2aeaaad78ba4600ae5621c5e116586>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ApplicationCard_lifecycle$data = {
  readonly applicationCompletedAt: string | null | undefined;
  readonly applicationDeactivatedAt: string | null | undefined;
  readonly applicationFee: {
    readonly formatted: string;
  };
  readonly applicationFeePaidAt: string | null | undefined;
  readonly applicationLostAt: string | null | undefined;
  readonly applicationSignedAt: string | null | undefined;
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
  readonly id: string;
  readonly isActive: boolean;
  readonly lease: {
    readonly databaseId: string;
    readonly viewerCanSign: boolean;
  } | null | undefined;
  readonly leaseSignedAt: string | null | undefined;
  readonly lifecycleTenantReferencesStepCompletedAt: string | null | undefined;
  readonly moveInDate: string;
  readonly moveOutDate: string;
  readonly tenantFinancialQualificationsStepCompletedAt: string | null | undefined;
  readonly " $fragmentType": "ApplicationCard_lifecycle";
};
export type ApplicationCard_lifecycle$key = {
  readonly " $data"?: ApplicationCard_lifecycle$data;
  readonly " $fragmentSpreads": FragmentRefs<"ApplicationCard_lifecycle">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "formatted",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ApplicationCard_lifecycle",
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
      "name": "isActive",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "applicationSignedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "applicationFeePaidAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lifecycleTenantReferencesStepCompletedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tenantFinancialQualificationsStepCompletedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "applicationCompletedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "applicationDeactivatedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "applicationLostAt",
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
      "concreteType": "Lease",
      "kind": "LinkedField",
      "name": "lease",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "viewerCanSign",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deactivationReasonLabel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "applicationFee",
      "plural": false,
      "selections": (v1/*:: as any*/),
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
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        },
        {
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
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "state",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Photo",
          "kind": "LinkedField",
          "name": "photos",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "url",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "alt",
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
      "concreteType": "Bedroom",
      "kind": "LinkedField",
      "name": "assignedBedroom",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        {
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
              "selections": (v1/*:: as any*/),
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Lifecycle",
  "abstractKey": null
};
})();

(node as any).hash = "f331cff4e4aed3dc1539275fffaed38d";

export default node;
