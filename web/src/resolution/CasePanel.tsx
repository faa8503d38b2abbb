import { useCallback } from 'react';
import { fetchQuery, graphql, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useOutletContext } from 'react-router';
import type { CasePanelQuery as QueryType } from '../__generated__/CasePanelQuery.graphql';
import { useDisposeOnReplace, type PanelOutletContext } from '../app/relay/routeQuery';
import { MessagePage } from '../shared/components/MessagePage';
import { CaseDetail } from './CaseDetail';
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

/** What /resolution-center hands to the open case. */
export interface CasePanelContext extends PanelOutletContext {
  /** The case's REST id (?case=), which its live subscription names. */
  databaseId: string;
}

/**
 * The case of ?case=<id>, preloaded by its route (resolution/routes.tsx); proposals,
 * answers and messages arrive live.
 */
export function CasePanel() {
  const queryRef = useLoaderData() as PreloadedQuery<QueryType> | null;
  const { onClose, databaseId } = useOutletContext<CasePanelContext>();
  return queryRef ? <ResolutionCase queryRef={queryRef} databaseId={databaseId} onClose={onClose} /> : null;
}

function ResolutionCase({ queryRef, databaseId, onClose }: { queryRef: PreloadedQuery<QueryType>; databaseId: string; onClose(): void }) {
  useDisposeOnReplace(queryRef);
  const { node } = usePreloadedQuery<QueryType>(query, queryRef);
  const variables = queryRef.variables;
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
