/** v20 shapes of the resolution center (docs/resolution.md "REST"; gateway/v20/dto.ts: generated from the api's OpenAPI document). */
import type { V20Response, V20Row } from '../../v20/dto.js';

export type CaseDto = V20Row<'/resolution-cases', 'get'>;
export type CasePersonDto = CaseDto['tenant'];
export type CaseFileDto = CaseDto['evidence'][number];
export type CaseHistoryDto = CaseDto['history'][number];
export type CaseEffectsDto = CaseDto['effects'];
export type ProposalDto = V20Response<'/resolution-proposals/{id}', 'get'>;
export type CaseCategoryDto = V20Row<'/resolution-case-categories', 'get'>;
export type CaseTypeDto = CaseCategoryDto['types'][number];
export type CommentDto = V20Row<'/comment-thread/{id}/comments', 'get'>;
export type CaseLeaseOptionDto = V20Row<'/me/resolution-case-options', 'get'>;

/** A thread is known by its id (the case embeds only that); its comments are read on demand. */
export type CommentThreadRef = Pick<V20Response<'/comment-thread/{id}', 'get'>, 'id'>;

/** One timeline entry, built by the gateway from the case's history, proposals and comments. */
export type TimelineEntry =
  | { kind: 'status'; at: string; history: CaseHistoryDto }
  | { kind: 'proposal'; at: string; proposal: ProposalDto; decided: boolean }
  | { kind: 'message'; at: string; comment: CommentDto };
