/** GraphQL ↔ v20 values of the manager lifecycle enums (see listings/enums.ts for the pattern). */
import { valuesOf } from '../../../common/application-reasons.js';
import { DENIAL_REASONS, MANAGER_CLOSURE_REASONS } from '../../../common/lifecycle-reasons.js';
import {
  LIFECYCLE_ACTIONS, LIFECYCLE_CATEGORIES, LIFECYCLE_STATES,
  type LifecycleAction as Action, type LifecycleCategory as Category, type LifecycleState as State,
} from '../../../common/lifecycles.js';
import { enumValueMap } from '../../schema/enumValues.js';

export type LifecycleState = State;
export const LifecycleState = enumValueMap(LIFECYCLE_STATES);
export type LifecycleAction = Action;
export const LifecycleAction = enumValueMap(LIFECYCLE_ACTIONS);
export type LifecycleCategory = Category;
export const LifecycleCategory = enumValueMap(LIFECYCLE_CATEGORIES);
export type DenialReason = string;
export const DenialReason = enumValueMap(valuesOf(DENIAL_REASONS));
export type ManagerClosureReason = string;
export const ManagerClosureReason = enumValueMap(valuesOf(MANAGER_CLOSURE_REASONS));
