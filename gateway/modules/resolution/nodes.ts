import type { GatewayContext } from '../../context.js';
import type { CaseCategoryDto, CaseDto, CaseTypeDto, CommentThreadRef, ProposalDto } from './dto.js';

export type ResolutionNodeValue = CaseDto | ProposalDto | CaseCategoryDto | CaseTypeDto | CommentThreadRef;
type ResolutionNodeType = 'ResolutionCase' | 'ResolutionProposal' | 'ResolutionCaseCategory' | 'ResolutionCaseType' | 'CommentThread' | 'Comment';

/** `node(id:)` for the resolution types: null when unknown or not the viewer's to see (v20 decides). */
export async function resolutionNode(ctx: GatewayContext, type: ResolutionNodeType, restId: string): Promise<ResolutionNodeValue | null> {
  if (ctx.session.isGuest) return null;
  const loaders = ctx.loaders.resolution;
  switch (type) {
    case 'ResolutionCase':
      return loaders.cases.load(restId);
    case 'ResolutionProposal':
      return loaders.proposals.load(restId);
    case 'CommentThread':
      return loaders.threads.load(restId);
    case 'ResolutionCaseCategory':
      return (await loaders.categories()).find((c) => String(c.id) === restId) ?? null;
    case 'ResolutionCaseType':
      return (await loaders.categories()).flatMap((c) => c.types).find((t) => String(t.id) === restId) ?? null;
    case 'Comment':
      // Comments are read through their thread; v20 has no route for one alone.
      return null;
  }
}
