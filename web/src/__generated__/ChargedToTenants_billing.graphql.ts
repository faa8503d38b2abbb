/**
 * @generated SignedSource<<0d428c22ae8424fc0d5dc82c143d75b5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PaymentStatus = "CHARGE_PENDING" | "FAILED_ATTEMPTS_REMAINING" | "FAILED_NO_ATTEMPTS_REMAINING" | "INCOMPLETE_MANDATE_ERROR" | "INCOMPLETE_SENT_FOR_MANUAL_PAYMENT" | "INITIAL_ATTEMPT_UPCOMING" | "MARKED_UNCOLLECTIBLE" | "PAYMENT_CANCELED" | "SUCCESSFUL" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ChargedToTenants_billing$data = {
  readonly invoices: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly amount: {
          readonly formatted: string;
        };
        readonly building: {
          readonly title: string;
        } | null | undefined;
        readonly description: string;
        readonly dueDate: string;
        readonly id: string;
        readonly paidAt: string | null | undefined;
        readonly paymentStatus: PaymentStatus;
        readonly tenantFirstName: string;
      };
    }>;
  };
  readonly " $fragmentType": "ChargedToTenants_billing";
};
export type ChargedToTenants_billing$key = {
  readonly " $data"?: ChargedToTenants_billing$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChargedToTenants_billing">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ChargedToTenants_billing",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 10
        }
      ],
      "concreteType": "InvoiceConnection",
      "kind": "LinkedField",
      "name": "invoices",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "InvoiceEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Invoice",
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
                  "name": "description",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "tenantFirstName",
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
                  "kind": "ScalarField",
                  "name": "dueDate",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "paidAt",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "paymentStatus",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "invoices(first:10)"
    }
  ],
  "type": "Billing",
  "abstractKey": null
};

(node as any).hash = "c524fec73710fa02fae0192d6ab9c776";

export default node;
