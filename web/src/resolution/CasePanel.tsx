import { useCallback } from 'react';
import { fetchQuery, graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import type { CasePanelQuery as QueryType } from '../__generated__/CasePanelQuery.graphql';
import { MessagePage } from '../shared/components/MessagePage';
import { CaseDetail } from './CaseDetail';
import { caseGlobalId } from './caseWords';
import { useCaseUpdatedSubscription } from './useCaseUpdatedSubscription';

const query = graphql`
  query CasePanelQuery($id: ID!) {
    node(id: $id) {
      ... on ResolutionCase @alias(as: "resolutionCase") {
        id
        ...CaseDetail_case
      }
    }
  }
`;

/** The case of ?case=<id>; proposals, answers and messages arrive live. */
export function CasePanel({ databaseId, onClose }: { databaseId: string; onClose(): void }) {
  const variables = { id: caseGlobalId(databaseId) };
  const { node } = useLazyLoadQuery<QueryType>(query, variables, { fetchPolicy: 'store-and-network' });
  const resolutionCase = node?.resolutionCase;
  if (!resolutionCase) {
    return (
      <MessagePage headingLevel={2} icon="tools" title="Case not found" actions={<button type="button" className="btn" onClick={onClose}>Back to your cases</button>}>
        <p>It may be about a home you no longer manage or live in.</p>
      </MessagePage>
    );
  }
  return <LiveCase resolutionCase={resolutionCase} databaseId={databaseId} variables={variables} onClose={onClose} />;
}

function LiveCase({ resolutionCase, databaseId, variables, onClose }: {
  resolutionCase: NonNullable<NonNullable<QueryType['response']['node']>['resolutionCase']>;
  databaseId: string;
  variables: QueryType['variables'];
  onClose(): void;
}) {
  const environment = useRelayEnvironment();
  const refetch = useCallback(() => {
    fetchQuery<QueryType>(environment, query, variables, { fetchPolicy: 'network-only' }).subscribe({});
  }, [environment, variables.id]); // eslint-disable-line react-hooks/exhaustive-deps
  useCaseUpdatedSubscription(databaseId, refetch);
  return <CaseDetail resolutionCase={resolutionCase} onClose={onClose} />;
}
