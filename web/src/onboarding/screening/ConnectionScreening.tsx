import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { ConnectionScreeningQuery as ConnectionScreeningQueryType } from '../../__generated__/ConnectionScreeningQuery.graphql';
import { LazyIndicator } from '../../shared/components/LazyIndicator';
import { ScreeningFlow } from './ScreeningFlow';

interface Props {
  /** The guarantor connection (REST or global id) the viewer is screened for. */
  guarantorConnectionId: string;
  /** The screening for this connection is done. */
  onCompleted(): void;
}

/**
 * The screening wizard for a guarantor, to embed in a page that has chosen the
 * connection (slice D's /guarantor-complete). It loads its own screening, because
 * the connection is chosen after the page's query ran.
 */
export function ConnectionScreening(props: Props) {
  return (
    <Suspense fallback={<LazyIndicator />}>
      <ConnectionScreeningLoaded {...props} />
    </Suspense>
  );
}

function ConnectionScreeningLoaded({ guarantorConnectionId, onCompleted }: Props) {
  const { viewer } = useLazyLoadQuery<ConnectionScreeningQueryType>(
    graphql`
      query ConnectionScreeningQuery($guarantorConnectionId: ID!) {
        viewer {
          screening(guarantorConnectionId: $guarantorConnectionId) {
            ...ScreeningFlow_screening
          }
        }
      }
    `,
    { guarantorConnectionId },
    { fetchPolicy: 'network-only' },
  );
  if (!viewer.screening) return <p className="alert alert-error">This guarantor request is not yours, or no longer exists.</p>;
  return <ScreeningFlow screening={viewer.screening} guarantorConnectionId={guarantorConnectionId} onFinished={onCompleted} />;
}
