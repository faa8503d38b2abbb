import { graphql } from 'react-relay';

export const submitIncomeMutation = graphql`
  mutation mutationsSubmitIncomeMutation($input: SubmitFinancialQualificationsInput!) {
    submitFinancialQualifications(input: $input) {
      submission { id }
      viewer { nextOnboardingStep }
      userErrors { field message }
    }
  }
`;

export const deferIncomeMutation = graphql`
  mutation mutationsDeferIncomeMutation($input: DeferFinancialQualificationsInput!) {
    deferFinancialQualifications(input: $input) {
      deferral { reason }
      viewer { nextOnboardingStep }
      userErrors { field message }
    }
  }
`;
