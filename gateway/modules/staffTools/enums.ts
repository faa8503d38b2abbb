/** GraphQL ↔ v20 values of the staff tools enums (see listings/enums.ts for the pattern). */
import { enumValueMap } from '../../schema/enumValues.js';

/** v20's `kind` of a global search result (api/routes/internal/global-search/global-search.ts). */
export const GLOBAL_SEARCH_KINDS = ['user', 'home', 'bedroom', 'lifecycle', 'invoice', 'maintenance_ticket', 'resolution_case'] as const;
export type GlobalSearchKind = (typeof GLOBAL_SEARCH_KINDS)[number];
export const GlobalSearchKind = enumValueMap(GLOBAL_SEARCH_KINDS);
