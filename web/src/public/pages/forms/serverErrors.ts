import type { UserErrorLike } from '../../../shared/userErrors';

/**
 * The form's field a server error names: `submitForm` says `partnerMeeting.fullName`,
 * a refused input (BAD_USER_INPUT) `input.partnerMeeting.fullName`, the email `email`;
 * the form calls them `fullName` and `email`. Errors about no field stay so (the alert).
 */
export const toFormField = (error: UserErrorLike): UserErrorLike =>
  ({ ...error, field: error.field ? error.field.split('.').at(-1) : error.field });
