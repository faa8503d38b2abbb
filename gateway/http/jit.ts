import {
  getOperationAST, GraphQLError, Kind, locatedError,
  type DocumentNode, type ExecutionResult, type FieldNode, type FragmentDefinitionNode, type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { Plugin } from 'graphql-yoga';

/** Compiled operations kept at most; the oldest leave first. */
const MAX_COMPILED = 1000;

/**
 * Queries run as code compiled once per document by graphql-jit instead of being
 * interpreted by graphql-js on every request (README, performance). Compiled by
 * document object: yoga's parser cache hands the same DocumentNode to the same
 * operation text, and persisted operations are parsed once.
 *
 * The answer is graphql-js's, byte for byte (gateway/http/jit.test.ts):
 * - mutations (serial root fields) and subscriptions stay on graphql-js, as does any
 *   query graphql-jit cannot compile;
 * - a request error (a variable that does not coerce: no `data`) is answered by
 *   the executor yoga would have used, which answers 400 as before; no resolver has run;
 * - field errors get the `locations` graphql-jit leaves out, through graphql's own
 *   locatedError, so masking and codes read them as before.
 *
 * It must come first in yoga's plugins: it replaces the executor, and plugins that wrap
 * the executor (the partner budget) must wrap the compiled one, not be replaced by it.
 */
export function useJitQueries(): Plugin {
  const compiled = new Map<DocumentNode, Map<string, CompiledQuery | null>>();

  function compiledFor(schema: Parameters<typeof compileQuery>[0], document: DocumentNode, operationName: string | undefined) {
    let byName = compiled.get(document);
    if (!byName) {
      if (compiled.size >= MAX_COMPILED) compiled.delete(compiled.keys().next().value!);
      byName = new Map();
      compiled.set(document, byName);
    }
    const key = operationName ?? '';
    let entry = byName.get(key);
    if (entry === undefined) {
      const result = compileQuery(schema, document, operationName);
      entry = isCompiledQuery(result) ? result : null;
      byName.set(key, entry);
    }
    return entry;
  }

  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      const operation = getOperationAST(args.document, args.operationName);
      if (operation?.operation !== 'query') return;
      const query = compiledFor(args.schema, args.document, args.operationName ?? undefined);
      if (!query) return;
      setExecuteFn(async (a) => {
        const result = (await query.query(a.rootValue, a.contextValue, a.variableValues ?? {})) as ExecutionResult;
        if (result.data === undefined || result.data === null && !result.errors?.some((e) => e.path)) return executeFn(a);
        if (result.errors) return { ...result, errors: result.errors.map((e) => located(e, a.document, operation)) };
        return result;
      });
    },
  };
}

/** A field error as graphql-js reports it: with the field's nodes (so its `locations`). */
function located(error: GraphQLError, document: DocumentNode, operation: OperationDefinitionNode): GraphQLError {
  if (error.nodes?.length || !error.path) return error;
  const nodes = fieldNodesAt(document, operation, error.path);
  if (nodes.length === 0) return error;
  const original = error.originalError;
  if (original && !(original instanceof GraphQLError && original.path)) return locatedError(original, nodes, error.path);
  return new GraphQLError(error.message, { nodes, path: error.path, originalError: original, extensions: error.extensions });
}

/** The field nodes a response path names, through fragments, in document order (as graphql-js collects them). */
function fieldNodesAt(document: DocumentNode, operation: OperationDefinitionNode, path: readonly (string | number)[]): FieldNode[] {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  let sets: SelectionSetNode[] = [operation.selectionSet];
  let nodes: FieldNode[] = [];
  for (const key of path) {
    if (typeof key === 'number') continue;
    nodes = [];
    const collect = (set: SelectionSetNode) => {
      for (const s of set.selections) {
        if (s.kind === Kind.FIELD) {
          if ((s.alias ?? s.name).value === key) nodes.push(s);
        } else if (s.kind === Kind.INLINE_FRAGMENT) {
          collect(s.selectionSet);
        } else {
          const fragment = fragments.get(s.name.value);
          if (fragment) collect(fragment.selectionSet);
        }
      }
    };
    sets.forEach(collect);
    sets = nodes.flatMap((n) => (n.selectionSet ? [n.selectionSet] : []));
  }
  return nodes;
}
