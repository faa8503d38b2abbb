/**
 * @generated SignedSource<<ca539acf0fa19e0c55dde715ee7a7eb6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RefereeAnswersForm_form$data = {
  readonly endDate: string | null | undefined;
  readonly propertyAddress: string | null | undefined;
  readonly startDate: string | null | undefined;
  readonly tenantFirstName: string | null | undefined;
  readonly " $fragmentType": "RefereeAnswersForm_form";
};
export type RefereeAnswersForm_form$key = {
  readonly " $data"?: RefereeAnswersForm_form$data;
  readonly " $fragmentSpreads": FragmentRefs<"RefereeAnswersForm_form">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RefereeAnswersForm_form",
  "selections": [
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
      "kind": "ScalarField",
      "name": "propertyAddress",
      "storageKey": null
    },
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
  "type": "ReferenceForm",
  "abstractKey": null
};

(node as any).hash = "f59280617786ea07c5c971c33dc1d767";

export default node;
