/**
 * @generated SignedSource<<8d696d373ac402d9aa396098cef65b3a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ServiceAnimalType = "EMOTIONAL_SUPPORT_ANIMAL" | "NONE" | "SERVICE_ANIMAL" | "%future added value";
export type TenantAnimalSpecies = "CAT" | "DOG" | "OTHER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AnimalForm_animal$data = {
  readonly breed: string | null | undefined;
  readonly name: string;
  readonly notes: string | null | undefined;
  readonly photoFileIds: ReadonlyArray<string>;
  readonly photoUrls: ReadonlyArray<string>;
  readonly serviceAnimalType: ServiceAnimalType;
  readonly species: TenantAnimalSpecies;
  readonly weightLbs: number | null | undefined;
  readonly " $fragmentType": "AnimalForm_animal";
};
export type AnimalForm_animal$key = {
  readonly " $data"?: AnimalForm_animal$data;
  readonly " $fragmentSpreads": FragmentRefs<"AnimalForm_animal">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AnimalForm_animal",
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
      "name": "photoFileIds",
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

(node as any).hash = "c7eb338bece3897b52c887494068e6a5";

export default node;
