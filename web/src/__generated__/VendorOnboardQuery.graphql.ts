/**
 * @generated SignedSource<<2c068d1777ffddd575ea3c05b9e42efa>>
 * @relayHash c6d5e21b6060122fb381a8d02864fa81
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2a2effde7c41eacc94c7ac766c1d254f482c612094e20cd5c02b74620504e2e5

import { ConcreteRequest } from 'relay-runtime';
export type CityPage = "ATLANTA" | "AUSTIN" | "CHARLOTTE" | "DALLAS_FORT_WORTH" | "DURHAM" | "RALEIGH" | "SAN_ANTONIO" | "TRIAD" | "%future added value";
export type ServiceProviderDocumentKind = "INSURANCE_CERTIFICATE" | "W9" | "%future added value";
export type ServiceProviderOnboardingStep = "BUSINESS_HOURS" | "INSURANCE_CERTIFICATE" | "PAYOUT_ACCOUNT" | "REGIONS" | "SERVICE_CATEGORIES" | "W9" | "%future added value";
export type ServiceProviderRole = "MEMBER" | "OWNER" | "%future added value";
export type VendorServiceCategory = "APPLICANT_TOURS" | "BEDROOM_TURNOVER_CLEANING" | "HARDWARE_INSTALLATION" | "INTERIOR_PAINTING" | "MARKETING_PHOTOGRAPHY_VIDEOGRAPHY" | "PROPERTY_INSPECTIONS" | "SMALL_REPAIRS" | "SPECIALIZED_CLEANING" | "%future added value";
export type VendorOnboardQuery$variables = Record<PropertyKey, never>;
export type VendorOnboardQuery$data = {
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
    readonly payoutAccount: {
      readonly connectedAt: string | null | undefined;
    };
    readonly regions: ReadonlyArray<CityPage>;
    readonly serviceCategories: ReadonlyArray<VendorServiceCategory>;
    readonly timeZone: string;
    readonly users: ReadonlyArray<{
      readonly firstName: string;
      readonly role: ServiceProviderRole;
      readonly userId: string;
    }>;
  } | null | undefined;
  readonly viewer: {
    readonly isGuest: boolean;
  };
};
export type VendorOnboardQuery = {
  response: VendorOnboardQuery$data;
  variables: VendorOnboardQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
v1 = [
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
        "kind": "ScalarField",
        "name": "isGuest",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
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
            "selections": (v0/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "OpeningHours",
            "kind": "LinkedField",
            "name": "tuesday",
            "plural": false,
            "selections": (v0/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "OpeningHours",
            "kind": "LinkedField",
            "name": "wednesday",
            "plural": false,
            "selections": (v0/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "OpeningHours",
            "kind": "LinkedField",
            "name": "thursday",
            "plural": false,
            "selections": (v0/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "OpeningHours",
            "kind": "LinkedField",
            "name": "friday",
            "plural": false,
            "selections": (v0/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "OpeningHours",
            "kind": "LinkedField",
            "name": "saturday",
            "plural": false,
            "selections": (v0/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "OpeningHours",
            "kind": "LinkedField",
            "name": "sunday",
            "plural": false,
            "selections": (v0/*:: as any*/),
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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "expired",
            "storageKey": null
          }
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
    "name": "VendorOnboardQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "VendorOnboardQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "c6d5e21b6060122fb381a8d02864fa81",
    "id": "2a2effde7c41eacc94c7ac766c1d254f482c612094e20cd5c02b74620504e2e5",
    "metadata": {},
    "name": "VendorOnboardQuery",
    "operationKind": "query",
    "text": "query VendorOnboardQuery {\n  viewer {\n    isGuest\n  }\n  myResidentialServiceProvider {\n    id\n    name\n    serviceCategories\n    regions\n    timeZone\n    businessHours {\n      monday {\n        opens\n        closes\n      }\n      tuesday {\n        opens\n        closes\n      }\n      wednesday {\n        opens\n        closes\n      }\n      thursday {\n        opens\n        closes\n      }\n      friday {\n        opens\n        closes\n      }\n      saturday {\n        opens\n        closes\n      }\n      sunday {\n        opens\n        closes\n      }\n    }\n    onboardingCompletedAt\n    onboardingStepsMissing\n    documents {\n      kind\n      fileName\n      downloadUrl\n      expiresOn\n      expired\n    }\n    payoutAccount {\n      connectedAt\n    }\n    users {\n      userId\n      firstName\n      role\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8687add4b45b052114e2cbdbcb041c2e";

export default node;
