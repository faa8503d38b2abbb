import type {
  FormSubmissionResolvers, MutationResolvers, QueryResolvers, SubmitFormInput,
} from '../../../__generated__/resolvers-types.js';
import { connectionFrom, pageRequest } from '../../../relay/connection.js';
import { payloadOf, userError } from '../../../schema/payload.js';
import type { UserError } from '../../../v20/errors.js';
import { snakeToCamel, V20Error } from '../../../v20/errors.js';
import type { Page } from '../../../v20/dto.js';
import type { FormSubmissionDto } from '../dto.js';
import type { FormKind } from '../enums.js';
import { staffLogGlobalId, staffLogRestId } from '../ids.js';

export const formSubmissions: NonNullable<QueryResolvers['formSubmissions']> = async (_p, { filter, first, after }, ctx) => {
  const request = pageRequest(first, after);
  const handled = filter?.handled === null || filter?.handled === undefined ? undefined : String(filter.handled);
  const page = await ctx.v20.get<Page<FormSubmissionDto>>('/tally-form-submissions', {
    query: { form: filter?.form ?? undefined, handled, limit: request.limit, cursor: request.cursor },
  });
  return connectionFrom(page, request);
};

export const formSubmission: NonNullable<QueryResolvers['formSubmission']> = async (_p, { id }, ctx) => {
  const restId = staffLogRestId(id, 'FormSubmission');
  if (restId === null) return null;
  try {
    return await ctx.v20.get<FormSubmissionDto>(`/tally-form-submissions/${restId}`);
  } catch (err) {
    if (err instanceof V20Error && err.status === 404) return null;
    throw err;
  }
};

export const markFormSubmissionHandled: NonNullable<MutationResolvers['markFormSubmissionHandled']> = (_p, { input }, ctx) => {
  const restId = staffLogRestId(input.id, 'FormSubmission');
  if (restId === null) return { formSubmission: null, userErrors: [userError('not_found', 'No such form submission.', 'id')] };
  return payloadOf(async () => ({
    formSubmission: await ctx.v20.patch<FormSubmissionDto>(`/tally-form-submissions/${restId}`, { body: { handled: input.handled ?? true } }),
  }), { formSubmission: null }, { fieldForCode: { not_found: 'id' } });
};

/** The input key that holds each form's answers. */
const ANSWERS_KEY: Record<FormKind, 'partnerMeeting' | 'leaveFeedback' | 'realtorReferral'> = {
  partner_meeting: 'partnerMeeting', leave_feedback: 'leaveFeedback', realtor_referral: 'realtorReferral',
};

const camelToSnake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The chosen form's answers in v20's snake_case, leaving out what was not given. */
function answersOf(input: SubmitFormInput): Record<string, unknown> | null {
  const answers = input[ANSWERS_KEY[input.form as FormKind]];
  if (!answers) return null;
  return Object.fromEntries(Object.entries(answers).filter(([, v]) => v !== null && v !== undefined).map(([k, v]) => [camelToSnake(k), v]));
}

/** v20 names `fields.full_name`; the input calls it `partnerMeeting.fullName`. */
const renameField = (form: FormKind) => (e: UserError): UserError =>
  (e.field?.startsWith('fields.') ? { ...e, field: `${ANSWERS_KEY[form]}.${snakeToCamel(e.field.slice(7))}` } : e);

export const submitForm: NonNullable<MutationResolvers['submitForm']> = async (_p, { input }, ctx) => {
  const form = input.form as FormKind;
  const fields = answersOf(input);
  if (!fields) return { received: false, userErrors: [userError('invalid_input', 'Fill in the form\'s answers.', ANSWERS_KEY[form])] };
  const result = await payloadOf(async () => {
    await ctx.v20.post<{ id: number | null }>('/tally-form-submissions', {
      body: { form, email: input.email, fields, ...(input.website ? { website: input.website } : {}) },
    });
    return { received: true };
  }, { received: false });
  return { ...result, userErrors: result.userErrors.map(renameField(form)) };
};

export const FormSubmission: FormSubmissionResolvers = {
  id: (s) => staffLogGlobalId('FormSubmission', s.id),
  databaseId: (s) => String(s.id),
  fields: (s) => Object.entries(s.fields).map(([name, value]) => ({ name, value: typeof value === 'string' ? value : JSON.stringify(value) })),
  submittedAt: (s) => s.submitted_at,
  userId: (s) => (s.user_id === null ? null : String(s.user_id)),
  handled: (s) => s.handled_at !== null,
  handledAt: (s) => s.handled_at,
  handledByEmail: (s) => s.handled_by_email,
};
