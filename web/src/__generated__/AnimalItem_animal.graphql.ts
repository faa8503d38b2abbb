/**
 * @generated SignedSource<<347e62edc52aac85274e1a475dd3c141>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ServiceAnimalType = "EMOTIONAL_SUPPORT_ANIMAL" | "NONE" | "SERVICE_ANIMAL" | "%future added value";
export type TenantAnimalSpecies = "CAT" | "DOG" | "OTHER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AnimalItem_animal$data = {
  readonly breed: string | null | undefined;
  readonly name: string;
  readonly notes: string | null | undefined;
  readonly photoUrls: ReadonlyArray<string>;
  readonly serviceAnimalType: ServiceAnimalType;
  readonly species: TenantAnimalSpecies;
  readonly weightLbs: number | null | undefined;
  readonly " $fragmentType": "AnimalItem_animal";
};
export type AnimalItem_animal$key = {
  readonly " $data"?: AnimalItem_animal$data;
  readonly " $fragmentSpreads": FragmentRefs<"AnimalItem_animal">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AnimalItem_animal",
  "selections": [
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
      "name": "species",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "breed",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "weightLbs",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "serviceAnimalType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "photoUrls",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "notes",
      "storageKey": null
    }
  ],
  "type": "TenantAnimal",
  "abstractKey": null
};

(node as any).hash = "c5ec36f77ae638deb786b04b4086ca83";

export default node;
