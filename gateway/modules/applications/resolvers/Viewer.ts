import type { ViewerResolvers } from '../../../__generated__/resolvers-types.js';
import type { GatewayContext } from '../../../context.js';
import { connectionFrom, pageRequest } from '../../../relay/connection.js';
import { nextOnboardingStep, onboardingSteps, type OnboardingFacts } from '../rules/onboarding.js';

/** What the onboarding rules read: GET /me/ and the viewer's applications (two calls, shared with the rest of the page). */
async function onboardingFacts(ctx: GatewayContext): Promise<OnboardingFacts | null> {
  const lifecycles = await ctx.loaders.applications.viewerApplications();
  if (lifecycles.length === 0) return null;
  const profile = await ctx.loaders.viewer.me();
  return profile ? { profile, lifecycles } : null;
}

/** Viewer fields of the applications module; empty for guests and for the manager and vendor roles. */
export const Viewer: ViewerResolvers = {
  applications: async (_s, { first, after, excludeDeactivated }, ctx) => {
    const request = pageRequest(first, after);
    const all = await ctx.loaders.applications.viewerApplications();
    const results = excludeDeactivated ? all.filter((l) => !l.is_deactivated) : all;
    // Every application is already loaded (the rules need them), so the connection pages through that one list.
    return connectionFrom({ results, next_cursor: null }, request);
  },
  nextOnboardingStep: async (_s, _args, ctx) => {
    const facts = await onboardingFacts(ctx);
    return facts ? nextOnboardingStep(facts) : null;
  },
  onboardingStepsRemaining: async (_s, _args, ctx) => {
    const facts = await onboardingFacts(ctx);
    return (facts && onboardingSteps(facts)) ?? [];
  },
  informationRequests: (_s, _args, ctx) => ctx.loaders.applications.informationRequests(),
};
