import type { MutationResolvers, SaveApplicantProfileInput } from '../../../__generated__/resolvers-types.js';
import { payloadOf } from '../../../schema/payload.js';
import type { ApplicantProfileDto, ConsentDto } from '../dto.js';

const camelToSnake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The input in v20's names (they are the camelCase of each other, field by field). */
function profileBody(input: SaveApplicantProfileInput): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => [camelToSnake(key), value]));
}

export const saveApplicantProfile: NonNullable<MutationResolvers['saveApplicantProfile']> = async (_p, { input }, ctx) => {
  const payload = await payloadOf(async () => {
    const applicantProfile = await ctx.v20.post<ApplicantProfileDto>('/me/applicant-profiles', { body: profileBody(input) });
    ctx.refreshLoaders();
    return { applicantProfile, viewer: ctx.session };
  }, { applicantProfile: null, viewer: ctx.session });
  // `interests.0` → `interests`: the form shows one message per list, next to it.
  return { ...payload, userErrors: payload.userErrors.map((e) => ({ ...e, field: e.field?.split('.')[0] ?? null })) };
};

export const submitInformationReleaseConsent: NonNullable<MutationResolvers['submitInformationReleaseConsent']> = (_p, { input }, ctx) =>
  payloadOf(async () => {
    const consent = await ctx.v20.post<ConsentDto>('/me/applicant-information-release-consent', {
      body: { full_name_signature: input.fullNameSignature, agreed: input.agreed },
    });
    ctx.refreshLoaders();
    return { consentedAt: consent.applicant_information_release_consent_submitted_at, viewer: ctx.session };
  }, { consentedAt: null, viewer: ctx.session });
