/**
 * @generated SignedSource<<4b5d59f8020a2c9326a2ed7095b2130d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type InviteGuarantorForm_viewer$data = {
  readonly applications: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly building: {
          readonly address: {
            readonly city: string;
          };
          readonly title: string;
        };
        readonly id: string;
        readonly isActive: boolean;
        readonly moveInDate: string;
      };
    }>;
  };
  readonly " $fragmentType": "InviteGuarantorForm_viewer";
};
export type InviteGuarantorForm_viewer$key = {
  readonly " $data"?: InviteGuarantorForm_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"InviteGuarantorForm_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InviteGuarantorForm_viewer",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "excludeDeactivated",
          "value": true
        },
        {
          "kind": "Literal",
          "name": "first",
          "value": 50
        }
      ],
      "concreteType": "LifecycleConnection",
      "kind": "LinkedField",
      "name": "applications",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "LifecycleEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Lifecycle",
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
                  "name": "isActive",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "moveInDate",
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
                    },
                    {
                      "alias": null,
                      "args": null,
                      "concreteType": "Address",
                      "kind": "LinkedField",
                      "name": "address",
                      "plural": false,
                      "selections": [
                        {
                          "alias": null,
                          "args": null,
                          "kind": "ScalarField",
                          "name": "city",
                          "storageKey": null
                        }
                      ],
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "applications(excludeDeactivated:true,first:50)"
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "5609c6245af378eb0c724eecdc7b492b";

export default node;
