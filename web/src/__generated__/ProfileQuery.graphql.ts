/**
 * @generated SignedSource<<c7b884a35c62845c62c7d0b3a241124a>>
 * @relayHash f7d85c767ac41d0e870cc0f0f2a43c11
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID be5ae473c155e8f92be90e7ce1baddd9b677edd34db794e1768ff85348994938

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UserRole = "MANAGER" | "TENANT" | "VENDOR" | "%future added value";
export type ProfileQuery$variables = Record<PropertyKey, never>;
export type ProfileQuery$data = {
  readonly viewer: {
    readonly currentRole: UserRole | null | undefined;
    readonly user: {
      readonly " $fragmentSpreads": FragmentRefs<"ProfileForm_user" | "SetPasswordSection_user">;
    } | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"AccountAccessSection_viewer">;
  };
};
export type ProfileQuery = {
  response: ProfileQuery$data;
  variables: ProfileQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currentRole",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ProfileQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ProfileForm_user"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "SetPasswordSection_user"
              }
            ],
            "storageKey": null
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AccountAccessSection_viewer"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ProfileQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
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
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "hasPassword",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "AccountAccess",
            "kind": "LinkedField",
            "name": "accountAccess",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "staffFirstName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "reason",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "startedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "endedAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "f7d85c767ac41d0e870cc0f0f2a43c11",
    "id": "be5ae473c155e8f92be90e7ce1baddd9b677edd34db794e1768ff85348994938",
    "metadata": {},
    "name": "ProfileQuery",
    "operationKind": "query",
    "text": "query ProfileQuery {\n  viewer {\n    currentRole\n    user {\n      ...ProfileForm_user\n      ...SetPasswordSection_user\n      id\n    }\n    ...AccountAccessSection_viewer\n  }\n}\n\nfragment AccountAccessSection_viewer on Viewer {\n  accountAccess {\n    staffFirstName\n    reason\n    startedAt\n    endedAt\n  }\n}\n\nfragment ProfileForm_user on User {\n  email\n  firstName\n  lastName\n  phoneNumber\n  profile {\n    occupation\n    interests\n    applicantProfileRoommateRelationshipPreference\n    isComplete\n  }\n}\n\nfragment SetPasswordSection_user on User {\n  profile {\n    hasPassword\n  }\n}\n"
  }
};
})();

(node as any).hash = "19098cdf4fda17c163a5a9506240a4cf";

export default node;
