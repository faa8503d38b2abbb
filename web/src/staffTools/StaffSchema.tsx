import { useId, useMemo, useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router';
import type { StaffSchemaQuery as QueryType, StaffSchemaQuery$data } from '../__generated__/StaffSchemaQuery.graphql';
import { useDisposeOnReplace } from '../app/relay/routeQuery';
import { useDocumentTitle } from '../app/useDocumentTitle';
import layout from '../app/internal/Internal.module.css';
import { circleLayout, DIAGRAM_SIZE } from './diagram';
import styles from './StaffTools.module.css';

export const StaffSchemaQuery = graphql`
  query StaffSchemaQuery {
    schemaTables {
      name primaryKey rowEstimate rowCountExact
      columns { name type nullable default }
      foreignKeys { name columns referencesTable referencesColumns }
      indexes { name definition unique }
    }
    schemaModel { name description tables graphqlType restResources { method path } relations { to via } }
  }
`;

type Table = StaffSchemaQuery$data['schemaTables'][number];
type Entity = StaffSchemaQuery$data['schemaModel'][number];

/** /internal/schema: the domain model as a picture, then every table, searchable. */
export function StaffSchema() {
  const queryRef = useLoaderData() as PreloadedQuery<QueryType> | null;
  useDocumentTitle('Schema · Staff');
  return queryRef ? <Schema queryRef={queryRef} /> : null;
}

function Schema({ queryRef }: { queryRef: PreloadedQuery<QueryType> }) {
  useDisposeOnReplace(queryRef);
  const { schemaTables, schemaModel } = usePreloadedQuery<QueryType>(StaffSchemaQuery, queryRef);
  return (
    <div className={layout.page}>
      <h1>Schema</h1>
      <p>
        The domain model, its tables and how they relate. To try the GraphQL api, open the{' '}
        <Link to="/developers/explorer">GraphQL explorer</Link>.
      </p>
      <ModelDiagram entities={schemaModel} />
      <EntityList entities={schemaModel} />
      <Tables tables={schemaTables} />
    </div>
  );
}

function ModelDiagram({ entities }: { entities: readonly Entity[] }) {
  const { nodes, edges } = useMemo(() => circleLayout(
    entities.map((e) => e.name),
    entities.flatMap((e) => e.relations.map((r) => ({ from: e.name, to: r.to }))),
  ), [entities]);
  const at = new Map(nodes.map((n) => [n.name, n]));
  return (
    <figure className={styles.diagram}>
      <svg viewBox={`-60 0 ${DIAGRAM_SIZE + 120} ${DIAGRAM_SIZE}`} role="img" aria-labelledby="model-diagram-title">
        <title id="model-diagram-title">Entities of the domain model and the foreign keys between them</title>
        {edges.map((e) => (
          <line key={`${e.from}-${e.to}`} x1={at.get(e.from)!.x} y1={at.get(e.from)!.y} x2={at.get(e.to)!.x} y2={at.get(e.to)!.y} className={styles.edge} />
        ))}
        {nodes.map((n) => (
          <g key={n.name} data-entity={n.name}>
            <circle cx={n.x} cy={n.y} r={6} className={styles.node} />
            <text x={n.x} y={n.y - 12} textAnchor="middle" className={styles.nodeLabel}>{n.name}</text>
          </g>
        ))}
      </svg>
      <figcaption className="muted">{nodes.length} entities, {edges.length} relations (from foreign keys). Details below.</figcaption>
    </figure>
  );
}

function EntityList({ entities }: { entities: readonly Entity[] }) {
  return (
    <section aria-labelledby="entities-heading">
      <h2 id="entities-heading">Entities</h2>
      <ul className={styles.entities}>
        {entities.map((e) => (
          <li key={e.name} className={styles.entity}>
            <strong>{e.name}</strong>{e.graphqlType ? <span className="muted"> · GraphQL {e.graphqlType}</span> : null}
            <p className={styles.entityText}>{e.description}</p>
            <p className={styles.entityMeta}>Tables: {e.tables.join(', ')} · {e.restResources.length} REST operations
              {e.relations.length ? ` · refers to ${[...new Set(e.relations.map((r) => r.to))].join(', ')}` : ''}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Tables({ tables }: { tables: readonly Table[] }) {
  const id = useId();
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLowerCase();
  const shown = needle ? tables.filter((t) => t.name.includes(needle) || t.columns.some((c) => c.name.includes(needle))) : tables;
  return (
    <section aria-labelledby="tables-heading">
      <h2 id="tables-heading">Tables</h2>
      <div className="field">
        <label className="field-label" htmlFor={id}>Find a table or column</label>
        <input id={id} type="search" className="input" value={filter} onChange={(e) => setFilter(e.target.value)} />
      </div>
      <p role="status" className="muted">{shown.length} of {tables.length} tables</p>
      {shown.map((t) => <TableDetails key={t.name} table={t} />)}
    </section>
  );
}

function TableDetails({ table }: { table: Table }) {
  const rows = `${table.rowCountExact ? '' : '≈'}${table.rowEstimate.toLocaleString('en-US')} rows`;
  return (
    <details className={styles.table}>
      <summary><span className={styles.tableName}>{table.name}</span> <span className="muted">{table.columns.length} columns · {rows}</span></summary>
      <div className={styles.scroll} role="region" aria-label={`Columns of ${table.name}`} tabIndex={0}>
        <table className={styles.columns}>
          <thead><tr><th scope="col">Column</th><th scope="col">Type</th><th scope="col">Null</th><th scope="col">Default</th><th scope="col">Key</th></tr></thead>
          <tbody>
            {table.columns.map((c) => {
              const fk = table.foreignKeys.find((f) => f.columns.includes(c.name));
              return (
                <tr key={c.name}>
                  <td>{c.name}</td><td>{c.type}</td><td>{c.nullable ? 'yes' : 'no'}</td><td className={styles.code}>{c.default ?? ''}</td>
                  <td>{table.primaryKey.includes(c.name) ? 'primary' : ''}{fk ? `→ ${fk.referencesTable}.${fk.referencesColumns.join(',')}` : ''}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <h3 className={styles.indexHeading}>Indexes</h3>
      <ul className={styles.indexes}>
        {table.indexes.map((i) => <li key={i.name}><strong>{i.name}</strong>{i.unique ? ' (unique)' : ''}<br /><code className={styles.code}>{i.definition}</code></li>)}
      </ul>
    </details>
  );
}
