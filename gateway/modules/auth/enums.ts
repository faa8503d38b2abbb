import { USER_ROLES } from '../../../common/enums.js';
import { enumValueMap } from '../../schema/enumValues.js';

/** `TENANT` ↔ `tenant`: GraphQL's UserRole as the v20 `user_role` value. */
export type UserRole = (typeof USER_ROLES)[number];
export const UserRole = enumValueMap(USER_ROLES);
