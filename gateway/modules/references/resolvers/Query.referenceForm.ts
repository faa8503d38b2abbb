import type { QueryResolvers } from '../../../__generated__/resolvers-types.js';
import { V20Error } from '../../../v20/errors.js';
import type { ReferenceFormDto, ReferenceFormStartDto } from '../dto.js';

/** v20's refusals of a link, as what the referee's page shows. */
const STATUS_BY_CODE: Record<string, ReferenceFormDto['status']> = {
  reference_already_submitted: 'already_submitted',
  reference_link_expired: 'expired',
  invalid_reference_token: 'invalid',
  invalid_input: 'invalid',
};

const closed = (status: ReferenceFormDto['status'], message: string): ReferenceFormDto =>
  ({ status, message, tenant_first_name: null, property_address: null, start_date: null, end_date: null });

/**
 * The referee's form behind a mailed link. Sent without the viewer's token: the
 * referee needs no account, and a stale session in their browser must not matter.
 */
export const referenceForm: NonNullable<QueryResolvers['referenceForm']> = async (_parent, { token }, ctx) => {
  try {
    const form = await ctx.v20.post<ReferenceFormStartDto>('/tenant-rental-references/reference-form/start', { body: { token }, auth: 'none' });
    return { status: 'open', message: null, ...form };
  } catch (err) {
    if (err instanceof V20Error && STATUS_BY_CODE[err.code]) {
      const message = err.code === 'invalid_input' ? 'This reference link is not complete. Open it again from the email.' : err.message;
      return closed(STATUS_BY_CODE[err.code], message);
    }
    throw err;
  }
};
