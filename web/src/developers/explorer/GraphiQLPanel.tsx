// Loaded only when someone opens the explorer: GraphiQL and codemirror are heavy
// and no other page needs them.
import { GraphiQL } from 'graphiql';
import 'graphiql/style.css';
import { buildSchema, type GraphQLSchema } from 'graphql';
import { useEffect, useMemo, useState } from 'react';
import { browserCredentials } from '../../app/relay/credentials';
import { LazyIndicator } from '../../shared/components/LazyIndicator';
import { createExplorerFetcher } from './explorerFetcher';
import styles from './Explorer.module.css';

/** GraphiQL's own fetcher type (from @graphiql/toolkit, not a dependency of ours); our fetcher returns its JSON answer. */
type GraphiQLFetcher = Parameters<typeof GraphiQL>[0]['fetcher'];

/** The contract partners read, at its stable address (gateway/http/publishedSchema.ts). */
const PUBLISHED_SCHEMA = '/graphql/schema.graphql';

const DEFAULT_QUERY = `# Runs as you, on your session.
# Docs (book icon): the published schema.
# extensions.cost: what a query spent.
{
  viewer {
    isStaff
  }
}
`;

type SchemaState = { kind: 'loading' } | { kind: 'ready'; schema: GraphQLSchema } | { kind: 'failed' };

/** The published SDL: introspection is closed in production, and the explorer documents what partners get. */
function usePublishedSchema(): SchemaState {
  const [state, setState] = useState<SchemaState>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    fetch(PUBLISHED_SCHEMA)
      .then((response) => (response.ok ? response.text() : Promise.reject(new Error(String(response.status)))))
      .then((sdl) => live && setState({ kind: 'ready', schema: buildSchema(sdl) }))
      .catch(() => live && setState({ kind: 'failed' }));
    return () => { live = false; };
  }, []);
  return state;
}

export default function GraphiQLPanel() {
  const fetcher = useMemo(() => createExplorerFetcher({
    credentials: browserCredentials,
    fetch: (...args) => window.fetch(...args),
    currentPage: () => window.location.pathname,
  }), []);
  const published = usePublishedSchema();
  if (published.kind === 'loading') return <LazyIndicator label="Loading the schema…" />;
  return (
    <div className={styles.graphiql}>
      {published.kind === 'failed' && (
        <p role="alert" className={styles.notice}>The schema could not be loaded; queries still run, without docs or completion.</p>
      )}
      <GraphiQL
        fetcher={fetcher as GraphiQLFetcher}
        // null: no schema and no introspection request (which production refuses to non-staff).
        schema={published.kind === 'ready' ? published.schema : null}
        defaultQuery={DEFAULT_QUERY}
        shouldPersistHeaders={false}
        isHeadersEditorEnabled={false}
      />
    </div>
  );
}
