import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { DigestRole, DigestSectionKind, FormKind, HttpMethod, HttpStatusClass } from '../enums.js';
import { BackendRequest, backendRequests } from './backendRequests.js';
import { Digest, digest, DigestItem, DigestSection } from './digest.js';
import { formSubmission, FormSubmission, formSubmissions, markFormSubmissionHandled, submitForm } from './forms.js';

/** The staff console's request log and form inbox, and users' digests (issue 15). */
export const staffLogResolvers: Resolvers = {
  FormKind,
  HttpMethod,
  HttpStatusClass,
  DigestRole,
  DigestSectionKind,
  BackendRequest,
  FormSubmission,
  Digest,
  DigestSection,
  DigestItem,
  Query: { backendRequests, formSubmissions, formSubmission, digest },
  Mutation: { markFormSubmissionHandled, submitForm },
};
