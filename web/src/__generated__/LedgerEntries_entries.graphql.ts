/**
 * @generated SignedSource<<fb7a9de6b2a1cda9366ed9fe3da33a76>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type LedgerEntryKind = "CHARGE" | "CREDIT" | "PAYMENT" | "PAYOUT" | "REFUND" | "REVERSAL" | "%future added value";
export type LedgerItemType = "BEDROOM_RENT" | "BEDROOM_SECURITY_DEPOSIT" | "EARLY_LEASE_TERMINATION_FEE" | "FURNITURE_REIMBURSEMENT" | "LEGACY_FULL_HOME_RENT_AND_DEPOSIT" | "PET_FEE" | "RESIDENTIAL_SERVICE_PAYMENT" | "ROOM_SWITCH_FEE" | "TENANT_PROMOTIONAL_CREDIT" | "UNCATEGORIZED" | "UNCATEGORIZED_SERVICE" | "UTILITY_REIMBURSEMENT" | "V2_TO_V4_UTILITIES_REIMBURSEMENT" | "WASHER_DRYER_REIMBURSEMENT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type LedgerEntries_entries$data = {
  readonly edges: ReadonlyArray<{
    readonly node: {
      readonly amount: {
        readonly cents: number;
        readonly formatted: string;
      };
      readonly building: {
        readonly title: string;
      } | null | undefined;
      readonly counterparty: {
        readonly firstName: string;
      } | null | undefined;
      readonly createdAt: string;
      readonly description: string;
      readonly id: string;
      readonly kind: LedgerEntryKind;
      readonly ledgerItemType: LedgerItemType;
      readonly periodMonth: string;
    };
  }>;
  readonly " $fragmentType": "LedgerEntries_entries";
};
export type LedgerEntries_entries$key = {
  readonly " $data"?: LedgerEntries_entries$data;
  readonly " $fragmentSpreads": FragmentRefs<"LedgerEntries_entries">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LedgerEntries_entries",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "LedgerEntryEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "LedgerEntry",
          "kind": "LinkedField",
          "name": "node",
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
              "name": "kind",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "ledgerItemType",
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
                  "name": "cents",
                  "storageKey": null
                },
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
              "name": "description",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "periodMonth",
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
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "title",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "TicketPerson",
              "kind": "LinkedField",
              "name": "counterparty",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "firstName",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "createdAt",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "LedgerEntryConnection",
  "abstractKey": null
};

(node as any).hash = "10ea01dcebdeeda4639a9dbeed138dbf";

export default node;
