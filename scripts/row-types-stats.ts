// Counts how the api types the rows of its raw SQL (`npx tsx scripts/row-types-stats.ts`):
// every `rows<T>(…)` call outside tests, and whether T comes from the generated row types
// (a `…Row` interface of api/db/__generated__/rows.ts, directly or through a type that uses
// one; Int8 or Json alone do not count) or is written by hand. Split into repositories (files named *repository*) and the rest.
import path from 'node:path';
import ts from 'typescript';

const configPath = ts.findConfigFile('.', ts.sys.fileExists, 'tsconfig.json')!;
const parsed = ts.parseJsonConfigFileContent(ts.readConfigFile(configPath, ts.sys.readFile).config, ts.sys, '.');
// The api's own files only: not tests, and not tests/api's helpers (an unanchored /api\// also matched those).
const files = parsed.fileNames.filter((f) => /^(\.\/)?api\//.test(f) && !f.endsWith('.test.ts') && !f.includes('__generated__'));
const counted = new Set(files.map((f) => path.resolve(f)));
const program = ts.createProgram(files, parsed.options);
const checker = program.getTypeChecker();

const memo = new Map<ts.Node, boolean>();

function resolved(symbol: ts.Symbol | undefined): ts.Symbol | undefined {
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) return checker.getAliasedSymbol(symbol);
  return symbol;
}

/** Whether a type node refers, directly or through the api's own declarations, to a generated row type. */
function derived(node: ts.Node): boolean {
  const known = memo.get(node);
  if (known !== undefined) return known;
  memo.set(node, false);
  let found = false;
  const visit = (n: ts.Node) => {
    if (found) return;
    if (ts.isTypeReferenceNode(n) || ts.isExpressionWithTypeArguments(n) || ts.isTypeQueryNode(n)) {
      const name = ts.isTypeReferenceNode(n) ? n.typeName : ts.isTypeQueryNode(n) ? n.exprName : n.expression;
      const symbol = resolved(checker.getSymbolAtLocation(ts.isQualifiedName(name) ? name.right : name));
      for (const decl of symbol?.declarations ?? []) {
        const file = decl.getSourceFile().fileName;
        // A generated table or view row (`…Row`), not the file's helper types (Int8, Json, Relations).
        if (file.includes('api/db/__generated__/rows')) found ||= /Row$/.test(symbol!.name);
        else if (!file.includes('node_modules') && (ts.isInterfaceDeclaration(decl) || ts.isTypeAliasDeclaration(decl)) && derived(decl)) found = true;
      }
    }
    ts.forEachChild(n, visit);
  };
  visit(node);
  memo.set(node, found);
  return found;
}

interface Tally { calls: number; derivedCalls: number; decls: Set<ts.Node>; derivedDecls: Set<ts.Node>; untyped: number; hand: string[] }
const tally = (): Tally => ({ calls: 0, derivedCalls: 0, decls: new Set(), derivedDecls: new Set(), untyped: 0, hand: [] });
/** `--list repositories` (or `rest`) prints where the hand-typed calls are. */
const listing = process.argv.includes('--list') ? process.argv[process.argv.indexOf('--list') + 1] : null;
const groups = { repositories: tally(), rest: tally() };

for (const sf of program.getSourceFiles()) {
  if (!counted.has(path.resolve(sf.fileName))) continue;
  const group = /repository/.test(sf.fileName.split('/').pop()!) ? groups.repositories : groups.rest;
  const visit = (n: ts.Node) => {
    if (ts.isCallExpression(n) && ts.isIdentifier(n.expression) && n.expression.text === 'rows') {
      const arg = n.typeArguments?.[0];
      if (!arg) group.untyped++;
      else {
        group.calls++;
        // The declaration a named type argument points at, or the inline type itself.
        let decl: ts.Node = arg;
        if (ts.isTypeReferenceNode(arg) && !arg.typeArguments) {
          const target = resolved(checker.getSymbolAtLocation(arg.typeName))?.declarations?.[0];
          if (target && (ts.isInterfaceDeclaration(target) || ts.isTypeAliasDeclaration(target))) decl = target;
        }
        group.decls.add(decl);
        if (derived(arg)) {
          group.derivedCalls++;
          group.derivedDecls.add(decl);
        } else {
          const { line } = sf.getLineAndCharacterOfPosition(n.getStart());
          group.hand.push(`${path.relative('.', sf.fileName)}:${line + 1} rows<${arg.getText().replace(/\s+/g, ' ')}>`);
        }
      }
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
}

for (const [name, t] of Object.entries(groups)) {
  console.log(`${name}: ${t.calls} typed rows<T>() calls (${t.derivedCalls} derived from generated rows, ${t.calls - t.derivedCalls} hand-typed), ` +
    `${t.decls.size} distinct row types (${t.derivedDecls.size} derived, ${t.decls.size - t.derivedDecls.size} hand-written); ${t.untyped} untyped rows() calls`);
  if (listing === name) for (const where of t.hand) console.log(`  ${where}`);
}
