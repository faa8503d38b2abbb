/** GraphQL ↔ v20 values of the applications enums (see listings/enums.ts for the pattern). */
import {
  APPLICANT_DECLINE_REASONS, APPLICANT_WITHDRAWAL_REASONS, INFORMATION_REQUEST_KINDS, INFORMATION_REQUEST_REASONS,
  INFORMATION_REQUEST_RESPONSE_KINDS, INFORMATION_REQUEST_STATUSES,
} from '../../../common/application-reasons.js';
import { APPLICATION_TYPES } from '../../../common/enums.js';
import { enumValueMap } from '../../schema/enumValues.js';

const valuesOf = (list: readonly { value: string }[]) => list.map((r) => r.value);

export type ApplicationType = (typeof APPLICATION_TYPES)[number];
export const ApplicationType = enumValueMap(APPLICATION_TYPES);
export type LifecycleQuestionKind = 'move_in_date' | 'monthly_rent' | 'house_rules' | 'occupants';
export const LifecycleQuestionKind = enumValueMap(['move_in_date', 'monthly_rent', 'house_rules', 'occupants'] as const);
export type LifecycleQuestionResponseType = 'confirm' | 'text';
export const LifecycleQuestionResponseType = enumValueMap(['confirm', 'text'] as const);
export type LifecycleQuestionStatus = 'unanswered' | 'answered' | 'declined';
export const LifecycleQuestionStatus = enumValueMap(['unanswered', 'answered', 'declined'] as const);
export type ApplicantWithdrawalReason = string;
export const ApplicantWithdrawalReason = enumValueMap(valuesOf(APPLICANT_WITHDRAWAL_REASONS));
export type ApplicantDeclineReason = string;
export const ApplicantDeclineReason = enumValueMap(valuesOf(APPLICANT_DECLINE_REASONS));
export type InformationRequestKind = (typeof INFORMATION_REQUEST_KINDS)[number]['value'];
export const InformationRequestKind = enumValueMap(valuesOf(INFORMATION_REQUEST_KINDS));
export type InformationRequestReason = string;
export const InformationRequestReason = enumValueMap(valuesOf(INFORMATION_REQUEST_REASONS));
export type InformationRequestStatus = (typeof INFORMATION_REQUEST_STATUSES)[number];
export const InformationRequestStatus = enumValueMap(INFORMATION_REQUEST_STATUSES);
export type InformationRequestResponseKind = (typeof INFORMATION_REQUEST_RESPONSE_KINDS)[number];
export const InformationRequestResponseKind = enumValueMap(INFORMATION_REQUEST_RESPONSE_KINDS);
