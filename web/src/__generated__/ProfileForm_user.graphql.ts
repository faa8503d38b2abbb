/**
 * @generated SignedSource<<6545093de54826bbadb72e86a033fcae>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type RoommateRelationship = "BALANCED" | "MINIMAL" | "SOCIAL" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ProfileForm_user$data = {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly phoneNumber: string | null | undefined;
  readonly profile: {
    readonly applicantProfileRoommateRelationshipPreference: RoommateRelationship | null | undefined;
    readonly interests: ReadonlyArray<string>;
    readonly isComplete: boolean;
    readonly occupation: string | null | undefined;
  };
  readonly " $fragmentType": "ProfileForm_user";
};
export type ProfileForm_user$key = {
  readonly " $data"?: ProfileForm_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileForm_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileForm_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
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
      "name": "lastName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "phoneNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Profile",
      "kind": "LinkedField",
      "name": "profile",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "occupation",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "interests",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "applicantProfileRoommateRelationshipPreference",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isComplete",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "45a2fdd346f66e28c01ea332a7e017a2";

export default node;
