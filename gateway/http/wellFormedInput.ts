import { GraphQLError, Kind, visit, type DocumentNode, type ValueNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { escapeUnstorable, hasUnstorableCharacter, UNSTORABLE_MESSAGE } from '../../common/text.js';

/**
 * Text no part of Hearth can store (a NUL byte, a lone UTF-16 surrogate: see
 * common/text.ts), refused before any resolver runs, wherever it is: a string
 * literal of the document or any string or key of the variables. Each offending
 * place is one BAD_USER_INPUT error: `argument` is its path from the field's
 * argument (`input.firstName`, `input.address.street`), and `fields` names it as
 * a mutation's userErrors would (`firstName`), so a form shows it next to the field.
 */
interface Offence {
  argument: string;
  /** The name a form knows: the path inside a mutation's `input`. */
  field: string;
}

const MAX_DEPTH = 32;

const fieldOf = (path: string[]) => (path[0] === 'input' && path.length > 1 ? path.slice(1) : path).join('.');

function offence(path: string[]): Offence {
  return { argument: path.join('.'), field: fieldOf(path) };
}

/** Strings and keys of one JSON value (a variable), without recursion: a hostile one may be deep. */
function inspectValue(root: unknown, rootPath: string[], found: Offence[]): void {
  const pending: Array<{ value: unknown; path: string[] }> = [{ value: root, path: rootPath }];
  while (pending.length > 0) {
    const { value, path } = pending.pop()!;
    if (typeof value === 'string') {
      if (hasUnstorableCharacter(value)) found.push(offence(path));
    } else if (value !== null && typeof value === 'object' && path.length - rootPath.length < MAX_DEPTH) {
      for (const [key, child] of Object.entries(value)) {
        const childPath = [...path, escapeUnstorable(key)];
        if (hasUnstorableCharacter(key)) found.push(offence(childPath));
        pending.push({ value: child, path: childPath });
      }
    }
  }
}

/** Literal strings of one argument value, and where each variable it holds ends up. */
function inspectLiteral(node: ValueNode, path: string[], found: Offence[], variablePaths: Map<string, string[]>): void {
  if (node.kind === Kind.STRING && hasUnstorableCharacter(node.value)) found.push(offence(path));
  if (node.kind === Kind.VARIABLE && !variablePaths.has(node.name.value)) variablePaths.set(node.name.value, path);
  if (node.kind === Kind.LIST) node.values.forEach((item, i) => inspectLiteral(item, [...path, String(i)], found, variablePaths));
  if (node.kind === Kind.OBJECT) node.fields.forEach((f) => inspectLiteral(f.value, [...path, f.name.value], found, variablePaths));
}

/** What the document's own text holds: its offending literals, and the argument each variable is passed to. */
interface DocumentFacts {
  literals: readonly Offence[];
  variablePaths: ReadonlyMap<string, string[]>;
}

/**
 * The same document (yoga's parser cache hands the same object to the same text)
 * holds the same literals on every request: walked once, not per request (the walk
 * was 3% of the gateway's CPU on a listing page or the viewer).
 */
const factsByDocument = new WeakMap<DocumentNode, DocumentFacts>();

function documentFacts(document: DocumentNode): DocumentFacts {
  let facts = factsByDocument.get(document);
  if (!facts) {
    const literals: Offence[] = [];
    const variablePaths = new Map<string, string[]>();
    visit(document, {
      Argument(node) {
        inspectLiteral(node.value, [node.name.value], literals, variablePaths);
      },
    });
    facts = { literals, variablePaths };
    factsByDocument.set(document, facts);
  }
  return facts;
}

export function unstorableInput(document: DocumentNode, variables: Record<string, unknown> | undefined): Offence[] {
  const { literals, variablePaths } = documentFacts(document);
  const found: Offence[] = [...literals];
  for (const [name, value] of Object.entries(variables ?? {})) {
    // A variable is named by the argument it is passed to; one never used, by itself.
    inspectValue(value, variablePaths.get(name) ?? [`$${escapeUnstorable(name)}`], found);
  }
  return found;
}

export function badInputError({ argument, field }: Offence): GraphQLError {
  return new GraphQLError(`${argument}: ${UNSTORABLE_MESSAGE}`, {
    extensions: { code: 'BAD_USER_INPUT', argument, fields: { [field]: UNSTORABLE_MESSAGE } },
  });
}

export function useWellFormedInput(): Plugin {
  const refuse = ({ args, setResultAndStopExecution }: {
    args: { document: DocumentNode; variableValues?: Record<string, unknown> | null };
    setResultAndStopExecution(result: { errors: GraphQLError[] }): void;
  }) => {
    const found = unstorableInput(args.document, args.variableValues ?? undefined);
    if (found.length > 0) setResultAndStopExecution({ errors: found.map(badInputError) });
  };
  return { onExecute: refuse, onSubscribe: refuse };
}
