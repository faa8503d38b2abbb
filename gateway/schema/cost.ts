import {
  getNamedType, getOperationAST, GraphQLError, isListType, isNonNullType, isObjectType, Kind,
  type DocumentNode, type FieldNode, type FragmentDefinitionNode, type GraphQLCompositeType, type GraphQLField,
  type GraphQLOutputType, type GraphQLSchema, type OperationDefinitionNode, type SelectionSetNode, type ValueNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { REST_COSTS, ROOT_COST, type RestCost } from './restCosts.js';

/**
 * The v20 calls an operation can cause, counted before it runs: each field's
 * declared cost (restCosts.ts) times the objects it is asked on. A connection
 * holds `first` objects (at most a v20 page of 100), a plain list LIST_SIZE, so
 * four aliased pages of 100 applications asking each one's questions count
 * 4 × (1 + 100) calls, and are refused above the budget instead of making them
 * (availability, which batches, counts one call per page).
 */
const MAX_PAGE = 100;
/** What a list without `first` is taken to hold: a v20 page at its default size. */
export const LIST_SIZE = 10;
/** A batch call reads this many objects by `?ids=`. */
const BATCH_SIZE = 100;

interface Walk {
  schema: GraphQLSchema;
  fragments: Map<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
  operation: OperationDefinitionNode;
  fragmentsSeen: Set<string>;
}

function costOf(typeName: string, field: string, isRoot: boolean): RestCost {
  return REST_COSTS[`${typeName}.${field}`] ?? (isRoot ? ROOT_COST : { per: 'none' });
}

function callsFor(cost: RestCost, objects: number): number {
  if (cost.per === 'none') return 0;
  if (cost.per === 'batch') return cost.calls * Math.max(1, Math.ceil(objects / BATCH_SIZE));
  return cost.calls * objects;
}

/** `first` as sent: a literal, a variable (its value or default), else the argument's default; at most a page. */
function firstOf(node: FieldNode, field: GraphQLField<unknown, unknown>, walk: Walk): number | null {
  const arg = field.args.find((a) => a.name === 'first');
  if (!arg) return null;
  const given = node.arguments?.find((a) => a.name.value === 'first')?.value;
  const value = given ? valueOf(given, walk) : arg.defaultValue;
  return typeof value === 'number' && value >= 0 ? Math.min(value, MAX_PAGE) : MAX_PAGE;
}

function valueOf(node: ValueNode, walk: Walk): unknown {
  if (node.kind === Kind.INT) return Number(node.value);
  if (node.kind !== Kind.VARIABLE) return undefined;
  const name = node.name.value;
  if (walk.variables[name] !== undefined) return walk.variables[name];
  const definition = walk.operation.variableDefinitions?.find((d) => d.variable.name.value === name);
  return definition?.defaultValue?.kind === Kind.INT ? Number(definition.defaultValue.value) : undefined;
}

function isList(type: GraphQLOutputType): boolean {
  return isNonNullType(type) ? isList(type.ofType) : isListType(type);
}

/** How many objects each one asked on turns into below this field. */
function fanOut(node: FieldNode, parent: GraphQLCompositeType, field: GraphQLField<unknown, unknown>, walk: Walk): number {
  const first = firstOf(node, field, walk);
  if (first !== null) return first;
  if (!isList(field.type)) return 1;
  // A connection's edges and nodes are the `first` already counted on the connection.
  return parent.name.endsWith('Connection') ? 1 : LIST_SIZE;
}

function selectionCost(set: SelectionSetNode, parent: GraphQLCompositeType, objects: number, walk: Walk, isRoot: boolean): number {
  let calls = 0;
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      calls += fieldCost(selection, parent, objects, walk, isRoot);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const type = selection.typeCondition ? walk.schema.getType(selection.typeCondition.name.value) : parent;
      calls += selectionCost(selection.selectionSet, (type ?? parent) as GraphQLCompositeType, objects, walk, isRoot);
    } else {
      const fragment = walk.fragments.get(selection.name.value);
      // A fragment spread inside itself is another rule's error; count it once.
      if (!fragment || walk.fragmentsSeen.has(fragment.name.value)) continue;
      walk.fragmentsSeen.add(fragment.name.value);
      const type = walk.schema.getType(fragment.typeCondition.name.value) ?? parent;
      calls += selectionCost(fragment.selectionSet, type as GraphQLCompositeType, objects, walk, isRoot);
      walk.fragmentsSeen.delete(fragment.name.value);
    }
  }
  return calls;
}

function fieldCost(node: FieldNode, parent: GraphQLCompositeType, objects: number, walk: Walk, isRoot: boolean): number {
  if (!('getFields' in parent)) return 0;
  const field = parent.getFields()[node.name.value];
  if (!field) return 0; // Unknown fields are another rule's error.
  const own = callsFor(costOf(parent.name, field.name, isRoot), objects);
  if (!node.selectionSet) return own;
  const type = getNamedType(field.type) as GraphQLCompositeType;
  return own + selectionCost(node.selectionSet, type, objects * fanOut(node, parent, field, walk), walk, false);
}

/** The v20 calls one operation of the document can cause, at most. */
export function restCallsOf(
  schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode, variables: Record<string, unknown> = {},
): number {
  const root = operation.operation === 'query' ? schema.getQueryType()
    : operation.operation === 'mutation' ? schema.getMutationType() : schema.getSubscriptionType();
  if (!root || !isObjectType(root)) return 0;
  const fragments = new Map(document.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION).map((f) => [f.name.value, f]));
  return selectionCost(operation.selectionSet, root, 1, { schema, fragments, variables, operation, fragmentsSeen: new Set() }, true);
}

/** Why an operation may not run: its v20 calls could exceed `budget`. Null when it may. */
export function tooCostly(calls: number, budget: number, operation: OperationDefinitionNode): GraphQLError | null {
  if (calls <= budget) return null;
  return new GraphQLError(
    `This operation could make ${calls} calls to Hearth's api; the limit is ${budget}. Ask for fewer items (first) or split it.`,
    { nodes: operation, extensions: { code: 'QUERY_TOO_COSTLY', restCalls: calls, budget } },
  );
}

/**
 * The v20 calls counted for the operation of a request, by its context: partner
 * budgets (gateway/budget) charge this requested cost without counting again.
 */
export const countedCalls = new WeakMap<object, number>();

/** How many v20 calls an operation may make with these variables (restCallsOf, or a memo of it). */
export type RestCallCounter = (
  schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode, variables: Record<string, unknown>,
) => number;

/**
 * Refuses, once the variables are known and before anything runs, the operation
 * whose v20 calls could exceed `budget`. (Not a validation rule: yoga caches
 * validation by document, and `first` may come from the variables.)
 */
export function useRestCostLimit(budget: number, count: RestCallCounter = restCallsOf): Plugin {
  const check = ({ args, setResultAndStopExecution }: {
    args: {
      schema: GraphQLSchema; document: DocumentNode; operationName?: string | null; variableValues?: Record<string, unknown> | null;
      contextValue?: unknown;
    };
    setResultAndStopExecution(result: { errors: GraphQLError[] }): void;
  }) => {
    const operation = getOperationAST(args.document, args.operationName);
    if (!operation) return;
    const calls = count(args.schema, args.document, operation, args.variableValues ?? {});
    if (typeof args.contextValue === 'object' && args.contextValue) countedCalls.set(args.contextValue, calls);
    const refused = tooCostly(calls, budget, operation);
    if (refused) setResultAndStopExecution({ errors: [refused] });
  };
  return { onExecute: check, onSubscribe: check };
}
