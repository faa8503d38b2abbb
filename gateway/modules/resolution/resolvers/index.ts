import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import * as enums from '../enums.js';
import {
  acceptResolutionProposal, addCaseComment, addResolutionCaseEvidence, closeResolutionCase, declineResolutionProposal,
  escalateResolutionCase, markResolutionCasePendingFinalization, openResolutionCase, proposeResolution,
  resolveResolutionCase, setResolutionCaseBan, startResolutionCaseChat,
} from './mutations.js';
import {
  CaseEffects, CaseFile, CaseLeaseOption, CasePerson, CaseTimelineEntry, Comment, CommentThread,
  ResolutionCaseCategory, ResolutionCaseType, ResolutionProposal,
} from './parts.js';
import { ResolutionCase } from './ResolutionCase.js';
import { resolutionCaseCategories, Viewer } from './Viewer.js';

export const resolutionResolvers: Resolvers = {
  ...enums,
  ResolutionCase,
  ResolutionProposal,
  ResolutionCaseCategory,
  ResolutionCaseType,
  CasePerson,
  CaseFile,
  CaseEffects,
  CaseLeaseOption,
  CaseTimelineEntry,
  CommentThread,
  Comment,
  Viewer,
  Query: { resolutionCaseCategories },
  Mutation: {
    openResolutionCase, addResolutionCaseEvidence, proposeResolution, acceptResolutionProposal, declineResolutionProposal,
    startResolutionCaseChat, addCaseComment, closeResolutionCase, resolveResolutionCase, markResolutionCasePendingFinalization,
    escalateResolutionCase, setResolutionCaseBan,
  },
};
