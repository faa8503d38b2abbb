import type { TableInfo } from './catalog-repository.js';
import { DOMAIN_ENTITIES } from './domain-model.js';

export interface RestResource { method: string; path: string; summary: string }
export interface Relation { to: string; via: string; references: string }
export interface ModelEntity {
  name: string;
  description: string;
  tables: string[];
  rest_resources: RestResource[];
  graphql_type: string | null;
  relations: Relation[];
}

/** The api's own routes, as its OpenAPI document lists them (hidden routes excluded). */
export type RouteList = RestResource[];

const API_PREFIX = '/v20';
const servedBy = (path: string, prefixes: string[]) => {
  const local = path.startsWith(API_PREFIX) ? path.slice(API_PREFIX.length) : path;
  return prefixes.some((p) => local === p || local.startsWith(`${p}/`));
};

/** Entities with their tables (those that exist), REST resources and relations read from foreign keys. */
export function domainModel(tables: TableInfo[], routes: RouteList): ModelEntity[] {
  const existing = new Map(tables.map((t) => [t.name, t]));
  const ownerOf = new Map<string, string>();
  for (const e of DOMAIN_ENTITIES) for (const t of e.tables) if (!ownerOf.has(t)) ownerOf.set(t, e.name);
  return DOMAIN_ENTITIES.map((e) => {
    const own = e.tables.filter((t) => existing.has(t));
    const relations = new Map<string, Relation>();
    for (const table of own) {
      for (const fk of existing.get(table)!.foreign_keys) {
        const to = ownerOf.get(fk.references_table);
        if (!to || to === e.name) continue;
        const via = `${table}.${fk.columns.join(',')}`;
        relations.set(`${to} ${via}`, { to, via, references: `${fk.references_table}.${fk.references_columns.join(',')}` });
      }
    }
    return {
      name: e.name,
      description: e.description,
      tables: own,
      rest_resources: routes.filter((r) => servedBy(r.path, e.restPrefixes)),
      graphql_type: e.graphqlType,
      relations: [...relations.values()],
    };
  });
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Routes out of an OpenAPI document (`app.swagger()`): what the api registered, not a list kept by hand. */
export function routesOf(openapi: { paths?: Record<string, Partial<Record<string, { summary?: string }>>> }): RouteList {
  return Object.entries(openapi.paths ?? {}).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((m) => ({ method: m.toUpperCase(), path, summary: item[m]?.summary ?? '' })));
}
