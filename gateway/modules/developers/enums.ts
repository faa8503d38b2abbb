/** GraphQL ↔ v20 values of the API token enums: LISTINGS_READ is `listings:read` (see listings/enums.ts for the pattern). */
import { API_TOKEN_SCOPES } from '../../../common/api-token-scopes.js';
import { enumValueMap } from '../../schema/enumValues.js';

export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];
export const ApiTokenScope = enumValueMap(API_TOKEN_SCOPES);

const API_TOKEN_STATUSES = ['active', 'expired', 'revoked'] as const;
export type ApiTokenStatus = (typeof API_TOKEN_STATUSES)[number];
export const ApiTokenStatus = enumValueMap(API_TOKEN_STATUSES);
