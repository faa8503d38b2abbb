import { Suspense, use, useEffect } from 'react';
import { graphql, usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay';
import type { ConnectionScreeningQuery as ConnectionScreeningQueryType } from '../../__generated__/ConnectionScreeningQuery.graphql';
import { useDisposeOnReplace } from '../../app/relay/routeQuery';
import { LazyIndicator } from '../../shared/components/LazyIndicator';
import { ScreeningFlow } from './ScreeningFlow';

const ConnectionScreeningQuery = graphql`
  query ConnectionScreeningQuery($guarantorConnectionId: ID!) {
    viewer {
      screening(guarantorConnectionId: $guarantorConnectionId) {
        ...ScreeningFlow_screening
      }
    }
  }
`;

interface Props {
  /** The guarantor connection (REST or global id) the viewer is screened for. */
  guarantorConnectionId: string;
  /**
   * The screening query as the page's route loader started it, once the page's own
   * query named the connection (onboarding/guarantor/guarantorCompleteLoader.ts).
   */
  preloaded: Promise<PreloadedQuery<ConnectionScreeningQueryType> | null>;
  /** The screening for this connection is done. */
  onCompleted(): void;
}

/**
 * The screening wizard for a guarantor, to embed in a page that has chosen the
 * connection (/guarantor-complete). Its query comes from the page's route loader,
 * which starts it as soon as the page's answer names the connection.
 */
export function ConnectionScreening(props: Props) {
  return (
    <Suspense fallback={<LazyIndicator />}>
      <PreloadedConnectionScreening {...props} />
    </Suspense>
  );
}

function PreloadedConnectionScreening({ guarantorConnectionId, preloaded, onCompleted }: Props) {
  const queryRef = use(preloaded);
  if (queryRef && queryRef.variables.guarantorConnectionId === guarantorConnectionId) {
    return <Screening queryRef={queryRef} guarantorConnectionId={guarantorConnectionId} onCompleted={onCompleted} />;
  }
  // The loader chose from an answer this page no longer shows (or its query failed):
  // start the query here instead.
  return <LoadedHere guarantorConnectionId={guarantorConnectionId} onCompleted={onCompleted} />;
}

function LoadedHere({ guarantorConnectionId, onCompleted }: Omit<Props, 'preloaded'>) {
  const [queryRef, load] = useQueryLoader<ConnectionScreeningQueryType>(ConnectionScreeningQuery);
  useEffect(() => load({ guarantorConnectionId }, { fetchPolicy: 'network-only' }), [guarantorConnectionId, load]);
  return queryRef ? <Screening queryRef={queryRef} guarantorConnectionId={guarantorConnectionId} onCompleted={onCompleted} /> : <LazyIndicator />;
}

function Screening({ queryRef, guarantorConnectionId, onCompleted }: Omit<Props, 'preloaded'> & { queryRef: PreloadedQuery<ConnectionScreeningQueryType> }) {
  useDisposeOnReplace(queryRef);
  const { viewer } = usePreloadedQuery<ConnectionScreeningQueryType>(ConnectionScreeningQuery, queryRef);
  if (!viewer.screening) return <p className="alert alert-error">This guarantor request is not yours, or no longer exists.</p>;
  return <ScreeningFlow screening={viewer.screening} guarantorConnectionId={guarantorConnectionId} onFinished={onCompleted} />;
}
