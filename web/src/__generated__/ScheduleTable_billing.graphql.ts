/**
 * @generated SignedSource<<7e459d656f56f7fc861ebf6cd8cdc3c5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ScheduleTable_billing$data = {
  readonly schedule: ReadonlyArray<{
    readonly amountDue: {
      readonly formatted: string;
    };
    readonly base: {
      readonly formatted: string;
    };
    readonly daysCovered: number;
    readonly daysInMonth: number;
    readonly dueDate: string;
    readonly periodMonth: string;
    readonly platformFee: {
      readonly formatted: string;
    };
    readonly promotionCredit: {
      readonly cents: number;
      readonly formatted: string;
    };
    readonly totalRent: {
      readonly formatted: string;
    };
    readonly utilities: {
      readonly formatted: string;
    };
  }>;
  readonly " $fragmentType": "ScheduleTable_billing";
};
export type ScheduleTable_billing$key = {
  readonly " $data"?: ScheduleTable_billing$data;
  readonly " $fragmentSpreads": FragmentRefs<"ScheduleTable_billing">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "formatted",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ScheduleTable_billing",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "PaymentScheduleItem",
      "kind": "LinkedField",
      "name": "schedule",
      "plural": true,
      "selections": [
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
          "kind": "ScalarField",
          "name": "dueDate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "base",
          "plural": false,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "utilities",
          "plural": false,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "platformFee",
          "plural": false,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "totalRent",
          "plural": false,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "promotionCredit",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cents",
              "storageKey": null
            },
            (v0/*:: as any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "amountDue",
          "plural": false,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "daysCovered",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "daysInMonth",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Billing",
  "abstractKey": null
};
})();

(node as any).hash = "1ef488b409e19f303a48b54a18cb9b37";

export default node;
