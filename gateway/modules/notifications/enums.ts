/** GraphQL ↔ v20 values of the notification enums (see listings/enums.ts for the pattern). */
import { NOTIFICATION_GROUPS, TRIGGER_SOURCES } from '../../../common/live.js';
import { enumValueMap } from '../../schema/enumValues.js';

export type NotificationGroup = (typeof NOTIFICATION_GROUPS)[number];
export const NotificationGroup = enumValueMap(NOTIFICATION_GROUPS);
export type TriggerSource = (typeof TRIGGER_SOURCES)[number];
export const TriggerSource = enumValueMap(TRIGGER_SOURCES);
