/**
 * @generated SignedSource<<0dce8de5a1ae0eb0f4468c18fc28df21>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CityPage = "ATLANTA" | "AUSTIN" | "CHARLOTTE" | "DALLAS_FORT_WORTH" | "DURHAM" | "RALEIGH" | "SAN_ANTONIO" | "TRIAD" | "%future added value";
export type ServiceProviderDocumentKind = "INSURANCE_CERTIFICATE" | "W9" | "%future added value";
export type ServiceProviderOnboardingStep = "BUSINESS_HOURS" | "INSURANCE_CERTIFICATE" | "PAYOUT_ACCOUNT" | "REGIONS" | "SERVICE_CATEGORIES" | "W9" | "%future added value";
export type ServiceProviderRole = "MEMBER" | "OWNER" | "%future added value";
export type VendorServiceCategory = "APPLICANT_TOURS" | "BEDROOM_TURNOVER_CLEANING" | "HARDWARE_INSTALLATION" | "INTERIOR_PAINTING" | "MARKETING_PHOTOGRAPHY_VIDEOGRAPHY" | "PROPERTY_INSPECTIONS" | "SMALL_REPAIRS" | "SPECIALIZED_CLEANING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type VendorOnboard_provider$data = {
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
  readonly " $fragmentType": "VendorOnboard_provider";
};
export type VendorOnboard_provider$key = {
  readonly " $data"?: VendorOnboard_provider$data;
  readonly " $fragmentSpreads": FragmentRefs<"VendorOnboard_provider">;
};

const node: ReaderFragment = (function(){
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
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VendorOnboard_provider",
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
  "type": "ResidentialServiceProvider",
  "abstractKey": null
};
})();

(node as any).hash = "cdbbc8aec74115235e0e62283537ba32";

export default node;
