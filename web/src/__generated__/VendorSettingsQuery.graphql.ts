/**
 * @generated SignedSource<<207b80b0863f316bc8789f3aafc3bb8f>>
 * @relayHash 99bf4dde41be1d358bd07961f642dd26
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 14c89bd2a7e192affb4fa7701eeaa2ac593c8b8e51282435754f7406374edff0

import { ConcreteRequest } from 'relay-runtime';
export type CityPage = "ATLANTA" | "AUSTIN" | "CHARLOTTE" | "DALLAS_FORT_WORTH" | "DURHAM" | "RALEIGH" | "SAN_ANTONIO" | "TRIAD" | "%future added value";
export type ServiceProviderDocumentKind = "INSURANCE_CERTIFICATE" | "W9" | "%future added value";
export type ServiceProviderOnboardingStep = "BUSINESS_HOURS" | "INSURANCE_CERTIFICATE" | "PAYOUT_ACCOUNT" | "REGIONS" | "SERVICE_CATEGORIES" | "W9" | "%future added value";
export type ServiceProviderRole = "MEMBER" | "OWNER" | "%future added value";
export type VendorServiceCategory = "APPLICANT_TOURS" | "BEDROOM_TURNOVER_CLEANING" | "HARDWARE_INSTALLATION" | "INTERIOR_PAINTING" | "MARKETING_PHOTOGRAPHY_VIDEOGRAPHY" | "PROPERTY_INSPECTIONS" | "SMALL_REPAIRS" | "SPECIALIZED_CLEANING" | "%future added value";
export type VendorSettingsQuery$variables = Record<PropertyKey, never>;
export type VendorSettingsQuery$data = {
  readonly myResidentialServiceProvider: {
    readonly businessHours: {
      readonly friday: {
        readonly closes: string;
        readonly opens: string;
      } | null | undefined;
      readonly monday: {
        readonly closes: string;
        readonly opens: string;
      } | null | undefined;
      readonly saturday: {
        readonly closes: string;
        readonly opens: string;
      } | null | undefined;
      readonly sunday: {
        readonly closes: string;
        readonly opens: string;
      } | null | undefined;
      readonly thursday: {
        readonly closes: string;
        readonly opens: string;
      } | null | undefined;
      readonly tuesday: {
        readonly closes: string;
        readonly opens: string;
      } | null | undefined;
      readonly wednesday: {
        readonly closes: string;
        readonly opens: string;
      } | null | undefined;
    };
    readonly documents: ReadonlyArray<{
      readonly downloadUrl: string;
      readonly expired: boolean;
      readonly expiresOn: string | null | undefined;
      readonly fileName: string;
      readonly kind: ServiceProviderDocumentKind;
    }>;
    readonly id: string;
    readonly name: string;
    readonly onboardingCompletedAt: string | null | undefined;
    readonly onboardingStepsMissing: ReadonlyArray<ServiceProviderOnboardingStep>;
    readonly openInvites: ReadonlyArray<{
      readonly databaseId: number;
      readonly email: string;
      readonly expired: boolean;
      readonly expiresAt: string;
    }>;
    readonly payoutAccount: {
      readonly connectedAt: string | null | undefined;
    };
    readonly photoUrl: string | null | undefined;
    readonly regions: ReadonlyArray<CityPage>;
    readonly serviceCategories: ReadonlyArray<VendorServiceCategory>;
    readonly timeZone: string;
    readonly users: ReadonlyArray<{
      readonly email: string;
      readonly firstName: string;
      readonly isViewer: boolean;
      readonly joinedAt: string;
      readonly name: string;
      readonly role: ServiceProviderRole;
      readonly userId: string;
    }>;
    readonly viewerRole: ServiceProviderRole | null | undefined;
  } | null | undefined;
};
export type VendorSettingsQuery = {
  response: VendorSettingsQuery$data;
  variables: VendorSettingsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "opens",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "closes",
    "storageKey": null
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "expired",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v4 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "ResidentialServiceProvider",
    "kind": "LinkedField",
    "name": "myResidentialServiceProvider",
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
        "name": "serviceCategories",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "regions",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "timeZone",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "BusinessHours",
        "kind": "LinkedField",
        "name": "businessHours",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "OpeningHours",
            "kind": "LinkedField",
            "name": "monday",
            "plural": false,
            "selections": (v1/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "OpeningHours",
            "kind": "LinkedField",
            "name": "tuesday",
            "plural": false,
            "selections": (v1/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "OpeningHours",
            "kind": "LinkedField",
            "name": "wednesday",
            "plural": false,
            "selections": (v1/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "OpeningHours",
            "kind": "LinkedField",
            "name": "thursday",
            "plural": false,
            "selections": (v1/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "OpeningHours",
            "kind": "LinkedField",
            "name": "friday",
            "plural": false,
            "selections": (v1/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "OpeningHours",
            "kind": "LinkedField",
            "name": "saturday",
            "plural": false,
            "selections": (v1/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "OpeningHours",
            "kind": "LinkedField",
            "name": "sunday",
            "plural": false,
            "selections": (v1/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "onboardingCompletedAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "onboardingStepsMissing",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ServiceProviderDocument",
        "kind": "LinkedField",
        "name": "documents",
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
            "name": "fileName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "downloadUrl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "expiresOn",
            "storageKey": null
          },
          (v2/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ServiceProviderPayoutAccount",
        "kind": "LinkedField",
        "name": "payoutAccount",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "connectedAt",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ServiceProviderUser",
        "kind": "LinkedField",
        "name": "users",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "userId",
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
            "name": "role",
            "storageKey": null
          },
          (v0/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isViewer",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "joinedAt",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "photoUrl",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "viewerRole",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ServiceProviderInvite",
        "kind": "LinkedField",
        "name": "openInvites",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "databaseId",
            "storageKey": null
          },
          (v3/*:: as any*/),
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "expiresAt",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "VendorSettingsQuery",
    "selections": (v4/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "VendorSettingsQuery",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "cacheID": "99bf4dde41be1d358bd07961f642dd26",
    "id": "14c89bd2a7e192affb4fa7701eeaa2ac593c8b8e51282435754f7406374edff0",
    "metadata": {},
    "name": "VendorSettingsQuery",
    "operationKind": "query",
    "text": "query VendorSettingsQuery {\n  myResidentialServiceProvider {\n    id\n    name\n    serviceCategories\n    regions\n    timeZone\n    businessHours {\n      monday {\n        opens\n        closes\n      }\n      tuesday {\n        opens\n        closes\n      }\n      wednesday {\n        opens\n        closes\n      }\n      thursday {\n        opens\n        closes\n      }\n      friday {\n        opens\n        closes\n      }\n      saturday {\n        opens\n        closes\n      }\n      sunday {\n        opens\n        closes\n      }\n    }\n    onboardingCompletedAt\n    onboardingStepsMissing\n    documents {\n      kind\n      fileName\n      downloadUrl\n      expiresOn\n      expired\n    }\n    payoutAccount {\n      connectedAt\n    }\n    users {\n      userId\n      firstName\n      role\n      name\n      email\n      isViewer\n      joinedAt\n    }\n    photoUrl\n    viewerRole\n    openInvites {\n      databaseId\n      email\n      expired\n      expiresAt\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b0cadabec76100897f0583be906a35b9";

export default node;
