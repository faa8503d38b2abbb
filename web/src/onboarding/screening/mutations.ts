// The screening mutations. Each payload carries the screening as it is after the
// write (the wizard moves to its next step) and the viewer's next onboarding step.
import { graphql } from 'react-relay';

export const saveRenterInfoMutation = graphql`
  mutation mutationsSaveRenterInfoMutation($input: SaveRenterInfoInput!) {
    saveRenterInfo(input: $input) {
      screening { ...ScreeningFlow_screening }
      viewer { nextOnboardingStep }
      userErrors { field message }
    }
  }
`;

export const startScreeningExamMutation = graphql`
  mutation mutationsStartScreeningExamMutation($input: StartScreeningExamInput!) {
    startScreeningExam(input: $input) {
      screening { ...ScreeningFlow_screening }
      viewer { nextOnboardingStep }
      userErrors { field message }
    }
  }
`;

export const submitExamAnswersMutation = graphql`
  mutation mutationsSubmitExamAnswersMutation($input: SubmitScreeningExamAnswersInput!) {
    submitScreeningExamAnswers(input: $input) {
      examResult
      screening { ...ScreeningFlow_screening }
      viewer { nextOnboardingStep }
      userErrors { field message }
    }
  }
`;

export const checkIdentityMutation = graphql`
  mutation mutationsCheckIdentityMutation($input: ScreeningSubjectInput!) {
    checkIdentityVerificationStatus(input: $input) {
      screening { ...ScreeningFlow_screening }
      viewer { nextOnboardingStep }
      userErrors { field message }
    }
  }
`;

export const generateReportsMutation = graphql`
  mutation mutationsGenerateReportsMutation($input: ScreeningSubjectInput!) {
    generateScreeningReports(input: $input) {
      screening { ...ScreeningFlow_screening }
      viewer { nextOnboardingStep }
      userErrors { field message }
    }
  }
`;

export const setHasSsnMutation = graphql`
  mutation mutationsSetHasSsnMutation($input: SetHasSsnInput!, $guarantorConnectionId: ID) {
    setHasSsn(input: $input) {
      viewer {
        nextOnboardingStep
        screening(guarantorConnectionId: $guarantorConnectionId) { ...ScreeningFlow_screening }
      }
      userErrors { field message }
    }
  }
`;

export const submitIdVerificationMutation = graphql`
  mutation mutationsSubmitIdVerificationMutation($input: SubmitIdVerificationInput!) {
    submitIdVerification(input: $input) {
      idVerification { status }
      userErrors { field message }
    }
  }
`;
