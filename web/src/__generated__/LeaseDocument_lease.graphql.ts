/**
 * @generated SignedSource<<635853af90771cc6534f43fa381b41c9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LeaseDocument_lease$data = {
  readonly rent: {
    readonly base: {
      readonly formatted: string;
    };
    readonly platformFee: {
      readonly formatted: string;
    };
    readonly total: {
      readonly formatted: string;
    };
    readonly utilities: {
      readonly formatted: string;
    };
  };
  readonly securityDeposit: {
    readonly formatted: string;
  };
  readonly term: {
    readonly endDate: string;
    readonly startDate: string;
  };
  readonly text: string;
  readonly versionName: string;
  readonly " $fragmentType": "LeaseDocument_lease";
};
export type LeaseDocument_lease$key = {
  readonly " $data"?: LeaseDocument_lease$data;
  readonly " $fragmentSpreads": FragmentRefs<"LeaseDocument_lease">;
};

const node: ReaderFragment = (function(){
var v0 = [
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
  "name": "LeaseDocument_lease",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "text",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "versionName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "securityDeposit",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "LeaseTerm",
      "kind": "LinkedField",
      "name": "term",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "startDate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "endDate",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "LeaseRent",
      "kind": "LinkedField",
      "name": "rent",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "base",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "utilities",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "platformFee",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "total",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Lease",
  "abstractKey": null
};
})();

(node as any).hash = "3cb337c0ad1b050d74f241a3b42f65a7";

export default node;
