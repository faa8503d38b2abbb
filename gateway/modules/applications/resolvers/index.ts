import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import * as enums from '../enums.js';
import { InformationRequest } from './InformationRequest.js';
import { Bedroom, Lifecycle } from './Lifecycle.js';
import { LifecycleQuestion } from './LifecycleQuestion.js';
import { declineInformationRequest, respondToInformationRequest } from './Mutation.informationRequests.js';
import { answerLifecycleQuestion, completeRenterConfirmation, declineLifecycleQuestion } from './Mutation.lifecycleQuestions.js';
import { payApplicationFee } from './Mutation.payApplicationFee.js';
import { submitApplication } from './Mutation.submitApplication.js';
import { withdrawApplication } from './Mutation.withdrawApplication.js';
import { Viewer } from './Viewer.js';

export const applicationResolvers: Resolvers = {
  ...enums,
  Lifecycle,
  Bedroom,
  LifecycleQuestion,
  InformationRequest,
  Viewer,
  Mutation: {
    submitApplication, withdrawApplication, answerLifecycleQuestion, declineLifecycleQuestion, completeRenterConfirmation,
    respondToInformationRequest, declineInformationRequest, payApplicationFee,
  },
};
