/**
 * @generated SignedSource<<96a19c707d42bd19821740140d74559e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type LifecycleAction = "ADD_PROMO" | "APPLY_AUTOMATIC_PROMO" | "APPROVE" | "ASSIGN" | "CALCULATE_RENEWAL_RENT" | "DEACTIVATE" | "DECLINE_RENEWAL_OFFER" | "EARLY_LEASE_TERMINATION_VACATE_DATE" | "LEASE_NEGOTIATION" | "LEASE_NEGOTIATION_PARAMETERS" | "MANAGER_DENIAL" | "NON_RENEWAL" | "OCCUPANT_ADDENDUM_ATTACHMENT_URIS" | "REMOVE_PROMO" | "RENTERS_INSURANCE_POLICY" | "REQUEST_RELOCATION" | "REQUEST_RENEWAL" | "START_RENEWAL" | "UNASSIGN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type LifecycleActions_lifecycle$data = {
  readonly allowedActions: ReadonlyArray<LifecycleAction>;
  readonly id: string;
  readonly lease: {
    readonly " $fragmentSpreads": FragmentRefs<"CountersignLeaseButton_lease">;
  } | null | undefined;
  readonly promoCode: string | null | undefined;
  readonly " $fragmentType": "LifecycleActions_lifecycle";
};
export type LifecycleActions_lifecycle$key = {
  readonly " $data"?: LifecycleActions_lifecycle$data;
  readonly " $fragmentSpreads": FragmentRefs<"LifecycleActions_lifecycle">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LifecycleActions_lifecycle",
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
      "name": "allowedActions",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "promoCode",
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
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "CountersignLeaseButton_lease"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Lifecycle",
  "abstractKey": null
};

(node as any).hash = "bd5128bfb690d68e5b1ad0a76e86427c";

export default node;
