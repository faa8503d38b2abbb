/**
 * @generated SignedSource<<87b425e133f81578b94c63ec15b3fa8c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RenterInfoStep_screening$data = {
  readonly renterInfo: {
    readonly address: {
      readonly city: string;
      readonly state: string;
      readonly street: string;
      readonly unit: string | null | undefined;
      readonly zip: string;
    };
    readonly dateOfBirth: string;
    readonly legalFirstName: string;
    readonly legalLastName: string;
    readonly legalMiddleName: string | null | undefined;
    readonly phoneNumber: string;
  } | null | undefined;
  readonly " $fragmentType": "RenterInfoStep_screening";
};
export type RenterInfoStep_screening$key = {
  readonly " $data"?: RenterInfoStep_screening$data;
  readonly " $fragmentSpreads": FragmentRefs<"RenterInfoStep_screening">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RenterInfoStep_screening",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "RenterInfo",
      "kind": "LinkedField",
      "name": "renterInfo",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "legalFirstName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "legalMiddleName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "legalLastName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "dateOfBirth",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ScreeningAddress",
          "kind": "LinkedField",
          "name": "address",
          "plural": false,
          "selections": [
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
              "name": "unit",
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
              "name": "state",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "zip",
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Screening",
  "abstractKey": null
};

(node as any).hash = "cecf3904c4269bb966ff5ce418ba1098";

export default node;
