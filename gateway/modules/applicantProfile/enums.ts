/**
 * GraphQL ↔ v20 values of the roommate answers, all derived from the one table
 * in common/roommate-answers.ts.
 */
import { ROOMMATE_QUESTION_KEYS, ROOMMATE_QUESTIONS as Q } from '../../../common/roommate-answers.js';
import { enumValueMap } from '../../schema/enumValues.js';

type Values<K extends keyof typeof Q> = (typeof Q)[K]['values'][number];

export type WorksFromHome = Values<'works_from_home'>;
export const WorksFromHome = enumValueMap(Q.works_from_home.values);
export type ConflictStyle = Values<'conflict_style'>;
export const ConflictStyle = enumValueMap(Q.conflict_style.values);
export type SharingPreference = Values<'sharing'>;
export const SharingPreference = enumValueMap(Q.sharing.values);
export type WeekdayBedtime = Values<'weekday_bedtime'>;
export const WeekdayBedtime = enumValueMap(Q.weekday_bedtime.values);
export type Smoker = Values<'smoker'>;
export const Smoker = enumValueMap(Q.smoker.values);
export type CookingStyle = Values<'cooking'>;
export const CookingStyle = enumValueMap(Q.cooking.values);
export type MoveReason = Values<'move_reason'>;
export const MoveReason = enumValueMap(Q.move_reason.values);
export type UnwindRitual = Values<'unwind_ritual'>;
export const UnwindRitual = enumValueMap(Q.unwind_ritual.values);
export type PlantsPreference = Values<'plants'>;
export const PlantsPreference = enumValueMap(Q.plants.values);
export type WeekendVacancy = Values<'weekend_vacancy'>;
export const WeekendVacancy = enumValueMap(Q.weekend_vacancy.values);
export type CommonAreaContribution = Values<'common_area_contributions'>;
export const CommonAreaContribution = enumValueMap(Q.common_area_contributions.values);

export type RoommateQuestion = (typeof ROOMMATE_QUESTION_KEYS)[number];
export const RoommateQuestion = enumValueMap(ROOMMATE_QUESTION_KEYS);

const UNAVAILABLE_REASONS = ['no_profile', 'no_housemates'] as const;
export type CompatibilityUnavailableReason = (typeof UNAVAILABLE_REASONS)[number];
export const CompatibilityUnavailableReason = enumValueMap(UNAVAILABLE_REASONS);

const TONES = ['match', 'difference'] as const;
export type CompatibilityTone = (typeof TONES)[number];
export const CompatibilityTone = enumValueMap(TONES);
