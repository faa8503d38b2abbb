import { graphql } from 'react-relay';

// Everything any case view shows. The subscription and every case mutation ask for
// it, so the detail and its row in the list change in place when the case does.
export const caseLiveFragment = graphql`
  fragment caseLive_case on ResolutionCase {
    id
    ...CaseDetail_case
    ...CaseRow_case
  }
`;
