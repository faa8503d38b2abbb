/**
 * v20 shapes the applications module reads (gateway/v20/dto.ts: generated from the
 * api's OpenAPI document); codegen mappers make them the parents of resolvers.
 */
import type { V20Row } from '../../v20/dto.js';

/** `GET /lifecycles?ids=`: the Lifecycle type's parent in every module that extends it. */
export type LifecycleDto = V20Row<'/lifecycles', 'get'>;
export type LifecycleQuestionDto = V20Row<'/lifecycles/{id}/lifecycle-questions', 'get'>;
export type InformationRequestDto = V20Row<'/information-requests', 'get'>;
