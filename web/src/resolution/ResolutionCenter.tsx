import { Suspense, useCallback, useEffect, useState, useTransition } from 'react';
import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Outlet, useLoaderData, useSearchParams } from 'react-router';
import type { ResolutionCenterList_viewer$key } from '../__generated__/ResolutionCenterList_viewer.graphql';
import type { ResolutionCenterQuery as QueryType } from '../__generated__/ResolutionCenterQuery.graphql';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { ErrorBoundary } from '../shared/components/ErrorBoundary';
import { LazyIndicator } from '../shared/components/LazyIndicator';
import { LoadMore } from '../shared/components/LoadMore';
import { SignInPrompt } from '../app/session/SignInPrompt';
import { onNotificationAdded } from '../app/relay/notificationEvents';
import { useDisposeOnReplace } from '../app/relay/routeQuery';
import styles from '../shared/components/Board.module.css';
import type { CasePanelContext } from './CasePanel';
import { CaseRow } from './CaseRow';
import { parseCaseParam } from './caseWords';
import { OpenCaseForm } from './OpenCaseForm';

export const ResolutionCenterQuery = graphql`
  query ResolutionCenterQuery {
    viewer {
      isGuest
      currentRole
      resolutionCaseLeaseOptions {
        lifecycleId buildingName bedroomName moveInDate moveOutDate
        switchableBedrooms { bedroomId name }
        deposit { deductionsTotal { cents formatted } disputable { cents formatted } }
        openCaseKinds
      }
      ...ResolutionCenterList_viewer
    }
    resolutionCaseCategories { id name types { kind name description evidenceRequired } }
  }
`;

/**
 * /resolution-center: a tenant's requests about their lease (leave early, switch
 * rooms, dispute a deposit) and a manager's cases of their homes, each with who
 * must act next; ?case=<id> opens one beside the list (notifications link there).
 */
export function ResolutionCenter() {
  const queryRef = useLoaderData() as PreloadedQuery<QueryType>;
  useDisposeOnReplace(queryRef);
  const { viewer, resolutionCaseCategories } = usePreloadedQuery<QueryType>(ResolutionCenterQuery, queryRef);
  useDocumentTitle('Resolution center');
  const [params, setParams] = useSearchParams();
  const caseId = parseCaseParam(params.get('case'));
  const [formOpen, setFormOpen] = useState(false);
  const [sent, setSent] = useState(false);

  if (viewer.isGuest) {
    return (
      <SignInPrompt title="Resolution center" returnTo="/resolution-center">
        <p>Log in to follow your requests about your lease.</p>
      </SignInPrompt>
    );
  }
  // Only a tenant opens a case (a manager who also rents switches to the renter role for it).
  const leases = viewer.currentRole === 'MANAGER' ? [] : viewer.resolutionCaseLeaseOptions;
  const close = () => setParams((p) => { p.delete('case'); return p; });
  const opened = (databaseId: number) => {
    setFormOpen(false);
    setSent(true);
    setParams((p) => { p.set('case', String(databaseId)); return p; });
  };
  return (
    <div className={`page ${styles.page}`}>
      <div>
        <h1>Resolution center</h1>
        <p className={styles.lead}>{leadFor(viewer.currentRole, leases.length > 0)}</p>
      </div>
      {sent && <p role="status" className="alert alert-success">Your case was opened. Your manager has been told.</p>}
      <div className={`${styles.split} ${caseId ? styles.splitOpen : styles.single}`}>
        <div className={`${styles.column} ${caseId ? styles.hideOnPhone : ''}`}>
          {leases.length > 0 && (formOpen ? (
            <OpenCaseForm categories={resolutionCaseCategories} leases={leases} onOpened={opened} onCancel={() => setFormOpen(false)} />
          ) : (
            <div><button type="button" className="btn btn-primary" onClick={() => { setSent(false); setFormOpen(true); }}>Open a case</button></div>
          ))}
          <CaseList viewer={viewer} />
        </div>
        {caseId && (
          <div className={styles.column}>
            <ErrorBoundary key={caseId} name="resolution_case" fallback={<p role="alert" className="alert alert-error">This case could not be loaded. Try again later.</p>}>
              <Suspense fallback={<LazyIndicator label="Loading the case…" />}>
                <Outlet context={{ onClose: close, databaseId: caseId } satisfies CasePanelContext} />
              </Suspense>
            </ErrorBoundary>
          </div>
        )}
      </div>
    </div>
  );
}

/** What the page is for, by the role the viewer is signed in with (a manager who also rents switches role to open a case). */
function leadFor(role: string | null | undefined, hasLeases: boolean): string {
  if (role === 'MANAGER') return 'Requests from tenants of your homes. Answer each with a proposal; the tenant accepts or declines.';
  if (hasLeases) return 'Ask to leave early, switch rooms or dispute a deposit deduction. Your manager answers with a proposal; you accept or decline.';
  return 'Once you have signed a lease, you can ask here to leave early, switch rooms or dispute a deposit deduction.';
}

function CaseList({ viewer }: { viewer: ResolutionCenterList_viewer$key }) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment(
    graphql`
      fragment ResolutionCenterList_viewer on Viewer
      @refetchable(queryName: "ResolutionCenterListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        resolutionCases(first: $count, after: $cursor) @connection(key: "ResolutionCenter_resolutionCases", filters: []) {
          edges { node { id ...CaseRow_case } }
        }
      }
    `,
    viewer,
  );
  const [, startTransition] = useTransition();
  // A new case or a change on one the viewer is not looking at moves the list: refetch it in place.
  useEffect(() => onNotificationAdded((n) => {
    if (n.eventType.startsWith('resolution_case')) {
      startTransition(() => { refetch({}, { fetchPolicy: 'network-only' }); });
    }
  }), [refetch]);
  const loadMore = useCallback(() => {
    if (hasNext && !isLoadingNext) loadNext(20);
  }, [hasNext, isLoadingNext, loadNext]);
  const edges = data.resolutionCases.edges;
  return (
    <section aria-labelledby="your-cases" className={styles.column}>
      <h2 id="your-cases" className={styles.sectionTitle}>Cases</h2>
      {edges.length === 0 ? (
        <p className={styles.empty}>No cases yet.</p>
      ) : (
        <ul className={styles.rows}>{edges.map((edge) => <CaseRow key={edge.node.id} resolutionCase={edge.node} />)}</ul>
      )}
      <LoadMore hasNext={hasNext} isLoading={isLoadingNext} onLoadMore={loadMore} label="Show older cases" />
    </section>
  );
}
