import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { AdverseItem, IdentityDocumentType, IdentityExamResult, IdentityStatus, IdVerificationStatus, ScreeningStep } from '../enums.js';
import { setHasSsn, submitIdVerification } from './Mutation.identity.js';
import {
  checkIdentityVerificationStatus, generateScreeningReports, saveRenterInfo, startScreeningExam, submitScreeningExamAnswers,
} from './Mutation.screening.js';
import { screeningReports } from './Query.screeningReports.js';
import { Viewer } from './Viewer.js';

export const screeningResolvers: Resolvers = {
  IdentityStatus,
  ScreeningStep,
  IdentityDocumentType,
  AdverseItem,
  IdentityExamResult,
  IdVerificationStatus,
  Viewer,
  Query: { screeningReports },
  Mutation: {
    saveRenterInfo, startScreeningExam, submitScreeningExamAnswers, checkIdentityVerificationStatus, generateScreeningReports,
    setHasSsn, submitIdVerification,
  },
};
