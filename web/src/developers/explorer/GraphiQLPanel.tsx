// Loaded only when a staff member opens the explorer: GraphiQL and codemirror are
// heavy and no other page needs them.
import { GraphiQL } from 'graphiql';
import 'graphiql/style.css';
import { useMemo } from 'react';
import { browserCredentials } from '../../app/relay/credentials';
import { createExplorerFetcher } from './explorerFetcher';
import styles from './Explorer.module.css';

/** GraphiQL's own fetcher type (from @graphiql/toolkit, not a dependency of ours); our fetcher returns its JSON answer. */
type GraphiQLFetcher = Parameters<typeof GraphiQL>[0]['fetcher'];

const DEFAULT_QUERY = `# The gateway's schema, as the signed-in session (staff) sees it.
# The docs (book icon) come from introspection, which is open to staff.
{
  viewer {
    isStaff
  }
}
`;

export default function GraphiQLPanel() {
  const fetcher = useMemo(() => createExplorerFetcher({
    credentials: browserCredentials,
    fetch: (...args) => window.fetch(...args),
    currentPage: () => window.location.pathname,
  }), []);
  return (
    <div className={styles.graphiql}>
      <GraphiQL fetcher={fetcher as GraphiQLFetcher} defaultQuery={DEFAULT_QUERY} shouldPersistHeaders={false} isHeadersEditorEnabled={false} />
    </div>
  );
}
