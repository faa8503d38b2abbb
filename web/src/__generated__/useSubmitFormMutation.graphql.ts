/**
 * @generated SignedSource<<c2503123d74a53e5e23acd4c9fdf37fb>>
 * @relayHash 43aa7af0815951aa674b03291541cb10
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f3e4c585b8162574aade15e1cb34b1dbe9bf936b5f29a5ac84339635a5a7b840

import { ConcreteRequest } from 'relay-runtime';
export type FormKind = "LEAVE_FEEDBACK" | "PARTNER_MEETING" | "REALTOR_REFERRAL" | "%future added value";
export type SubmitFormInput = {
  email: string;
  form: FormKind;
  leaveFeedback?: LeaveFeedbackFieldsInput | null | undefined;
  partnerMeeting?: PartnerMeetingFieldsInput | null | undefined;
  realtorReferral?: RealtorReferralFieldsInput | null | undefined;
  website?: string | null | undefined;
};
export type PartnerMeetingFieldsInput = {
  company: string;
  fullName: string;
  jobTitle?: string | null | undefined;
  message: string;
  phone?: string | null | undefined;
  preferredDate?: string | null | undefined;
  topic: string;
};
export type LeaveFeedbackFieldsInput = {
  fullName?: string | null | undefined;
  message: string;
  page?: string | null | undefined;
  rating: number;
};
export type RealtorReferralFieldsInput = {
  brokerage: string;
  city?: string | null | undefined;
  clientEmail?: string | null | undefined;
  clientName: string;
  fullName: string;
  licenseNumber?: string | null | undefined;
  moveInDate?: string | null | undefined;
  notes?: string | null | undefined;
  phone?: string | null | undefined;
};
export type useSubmitFormMutation$variables = {
  input: SubmitFormInput;
};
export type useSubmitFormMutation$data = {
  readonly submitForm: {
    readonly received: boolean;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useSubmitFormMutation = {
  response: useSubmitFormMutation$data;
  variables: useSubmitFormMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "SubmitFormPayload",
    "kind": "LinkedField",
    "name": "submitForm",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "received",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "UserError",
        "kind": "LinkedField",
        "name": "userErrors",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "field",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSubmitFormMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSubmitFormMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "43aa7af0815951aa674b03291541cb10",
    "id": "f3e4c585b8162574aade15e1cb34b1dbe9bf936b5f29a5ac84339635a5a7b840",
    "metadata": {},
    "name": "useSubmitFormMutation",
    "operationKind": "mutation",
    "text": "mutation useSubmitFormMutation(\n  $input: SubmitFormInput!\n) {\n  submitForm(input: $input) {\n    received\n    userErrors {\n      field\n      message\n      code\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f80dca8ef2861578096d419477473129";

export default node;
