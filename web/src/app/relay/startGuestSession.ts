import { graphql } from 'relay-runtime';

// Sent by the network layer itself (without a token) when it needs a guest token.
export const startGuestSessionMutation = graphql`
  mutation startGuestSessionMutation {
    startGuestSession {
      token
    }
  }
`;
