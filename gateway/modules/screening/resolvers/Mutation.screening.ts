import type { MutationResolvers, SaveRenterInfoInput } from '../../../__generated__/resolvers-types.js';
import type { GatewayContext } from '../../../context.js';
import { payloadOf, userError } from '../../../schema/payload.js';
import type { UserErrorMapping } from '../../../v20/errors.js';
import type { ScreeningStepDto } from '../dto.js';
import { screeningOf } from '../shapes.js';
import { connectionIdOf } from '../subject.js';

/** v20's nested and snake_case fields back to the inputs' names, so errors land next to the right field. */
const MAPPING: UserErrorMapping = {
  rename: {
    'address.street': 'street', 'address.unit': 'unit', 'address.city': 'city', 'address.state': 'state', 'address.zip': 'zip',
  },
  fieldForCode: { not_found: 'guarantorConnectionId', renter_info_locked: 'legalFirstName' },
};

/**
 * One screening call: POST it with the subject, then answer the screening as it
 * is now and the viewer read afresh (nextOnboardingStep moves on after the reports).
 */
async function screeningCall(
  ctx: GatewayContext, step: string, guarantorConnectionId: string | null | undefined, body: Record<string, unknown> = {},
) {
  const connectionId = connectionIdOf(guarantorConnectionId);
  const failed = { screening: null, examResult: null, viewer: ctx.session };
  if (connectionId === null) {
    return { ...failed, userErrors: [userError('not_found', 'No such guarantor connection.', 'guarantorConnectionId')] };
  }
  return payloadOf(async () => {
    const dto = await ctx.v20.post<ScreeningStepDto>(`/me/screening/${step}`, { body: { ...body, guarantor_connection_id: connectionId } });
    ctx.refreshLoaders();
    return { screening: screeningOf(dto), examResult: dto.exam_result ?? null, viewer: ctx.session };
  }, failed, MAPPING);
}

const renterInfoBody = (input: SaveRenterInfoInput) => ({
  legal_first_name: input.legalFirstName,
  legal_middle_name: input.legalMiddleName ?? null,
  legal_last_name: input.legalLastName,
  date_of_birth: input.dateOfBirth,
  address: { street: input.street, unit: input.unit ?? null, city: input.city, state: input.state, zip: input.zip },
  phone_number: input.phoneNumber,
});

export const saveRenterInfo: NonNullable<MutationResolvers['saveRenterInfo']> = (_p, { input }, ctx) =>
  screeningCall(ctx, 'renter-info', input.guarantorConnectionId, renterInfoBody(input));

export const startScreeningExam: NonNullable<MutationResolvers['startScreeningExam']> = (_p, { input }, ctx) =>
  screeningCall(ctx, 'start-exam', input.guarantorConnectionId, { ssn: input.ssn });

export const submitScreeningExamAnswers: NonNullable<MutationResolvers['submitScreeningExamAnswers']> = (_p, { input }, ctx) =>
  screeningCall(ctx, 'submit-exam-answers', input.guarantorConnectionId, {
    answers: input.answers.map((a) => ({ question_id: a.questionId, choice_id: a.choiceId })),
  });

export const checkIdentityVerificationStatus: NonNullable<MutationResolvers['checkIdentityVerificationStatus']> = (_p, { input }, ctx) =>
  screeningCall(ctx, 'check-identity-verification-status', input.guarantorConnectionId);

export const generateScreeningReports: NonNullable<MutationResolvers['generateScreeningReports']> = (_p, { input }, ctx) =>
  screeningCall(ctx, 'generate-reports', input.guarantorConnectionId);
