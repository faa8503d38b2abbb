import { visit, type DocumentNode, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import { restCallsOf, type RestCallCounter } from '../schema/cost.js';

/** Counts kept per operation, one per distinct set of `first` values (a client paging by other sizes). */
const MAX_COUNTS_PER_OPERATION = 64;

interface Memo {
  schema: GraphQLSchema;
  /** The variables passed as some field's `first`: the only ones schema/cost.ts reads. */
  firstVariables: readonly string[];
  counts: Map<string, number>;
}

/** Variables passed to an argument named `first` anywhere in the document. */
function firstVariablesOf(document: DocumentNode): string[] {
  const names = new Set<string>();
  visit(document, {
    Argument(node) {
      if (node.name.value === 'first' && node.value.kind === 'Variable') names.add(node.value.name.value);
    },
  });
  return [...names];
}

/**
 * schema/cost.ts's count, once per operation and `first` values rather than once per
 * request: the walk of the operation was 3% of the gateway's CPU on a listing page or
 * the viewer, and the same document (yoga's parser cache hands the same object to the
 * same text) with the same `first` values counts the same calls. The count reads the
 * variables only through `first` arguments (a literal, a variable's value, or the
 * variable's default), so those values are the key; the others (a listing's id)
 * cannot change it.
 */
export function memoisedRestCalls(): RestCallCounter {
  const memos = new WeakMap<OperationDefinitionNode, Memo>();
  return (schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode, variables: Record<string, unknown>): number => {
    let memo = memos.get(operation);
    if (!memo || memo.schema !== schema) {
      memo = { schema, firstVariables: firstVariablesOf(document), counts: new Map() };
      memos.set(operation, memo);
    }
    // A variable not sent (its default counts) is [], unlike one sent as null ([null]).
    const key = memo.firstVariables.length === 0 ? ''
      : JSON.stringify(memo.firstVariables.map((name) => (variables[name] === undefined ? [] : [variables[name]])));
    let calls = memo.counts.get(key);
    if (calls === undefined) {
      calls = restCallsOf(schema, document, operation, variables);
      if (memo.counts.size < MAX_COUNTS_PER_OPERATION) memo.counts.set(key, calls);
    }
    return calls;
  };
}
