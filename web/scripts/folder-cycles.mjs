// Folder-level import graph of web/src (ts/tsx/css relative imports, __generated__ and
// *.test.ts left out): `node web/scripts/folder-cycles.mjs web/src 1` groups files by
// top-level folder, `… web/src all` by their own directory. Prints folders importing
// each other and strongly connected groups (cycles of any length); exit 1 if any.
// web/src/layout.test.ts enforces the top-level rule in `npm test`.
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { join, dirname, resolve, relative } from 'node:path';
const root = resolve(process.argv[2] ?? 'web/src');
const depth = process.argv[3] ?? '1';
const files = [];
(function walk(d) { for (const n of readdirSync(d)) { const p = join(d, n); if (n === '__generated__') continue; if (statSync(p).isDirectory()) walk(p); else if (/\.(ts|tsx)$/.test(n) && !/\.test\.ts$/.test(n)) files.push(p); } })(root);
const folderOf = (f) => { const rel = relative(root, dirname(f)); if (rel === '') return '.'; return depth === 'all' ? rel : rel.split('/')[0]; };
const resolveImport = (from, spec) => { const base = resolve(dirname(from), spec); for (const c of [base, base + '.ts', base + '.tsx', join(base, 'index.ts'), join(base, 'index.tsx'), base.replace(/\.js$/, '.ts')]) if (existsSync(c) && statSync(c).isFile()) return c; return null; };
const edges = new Map();
for (const f of files) {
  const src = readFileSync(f, 'utf8');
  for (const m of src.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"](\.[^'"]+)['"]/g)) {
    const t = resolveImport(f, m[1]); if (!t || t.includes('__generated__') || !t.startsWith(root)) continue;
    const a = folderOf(f), b = folderOf(t); if (a === b) continue;
    if (!edges.has(a)) edges.set(a, new Map()); const em = edges.get(a); if (!em.has(b)) em.set(b, []); em.get(b).push(relative(root, f) + ' -> ' + relative(root, t));
  }
}
// Tarjan
const nodes = new Set([...edges.keys(), ...[...edges.values()].flatMap((m) => [...m.keys()])]);
let index = 0; const idx = new Map(), low = new Map(), on = new Set(), stack = [], sccs = [];
function sc(v) { idx.set(v, index); low.set(v, index++); stack.push(v); on.add(v); for (const w of (edges.get(v)?.keys() ?? [])) { if (!idx.has(w)) { sc(w); low.set(v, Math.min(low.get(v), low.get(w))); } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w))); } if (low.get(v) === idx.get(v)) { const c = []; let w; do { w = stack.pop(); on.delete(w); c.push(w); } while (w !== v); if (c.length > 1) sccs.push(c.sort()); } }
for (const v of [...nodes].sort()) if (!idx.has(v)) sc(v);
// mutual pairs (2-cycles)
const pairs = [];
for (const [a, m] of edges) for (const b of m.keys()) if (a < b && edges.get(b)?.has(a)) pairs.push([a, b]);
console.log(`folders (depth ${depth}): ${nodes.size}; folder edges: ${[...edges.values()].reduce((s, m) => s + m.size, 0)}`);
console.log(`mutual folder pairs (a <-> b): ${pairs.length}`);
for (const [a, b] of pairs) console.log(`  ${a} <-> ${b}   e.g. ${edges.get(a).get(b)[0]} ; ${edges.get(b).get(a)[0]}`);
console.log(`strongly connected folder groups (cycles of any length): ${sccs.length}`);
for (const c of sccs) console.log('  { ' + c.join(', ') + ' }');
if (process.env.VERBOSE) for (const [a, m] of [...edges].sort()) for (const [b, l] of m) console.log(`${a} -> ${b} (${l.length})`);
process.exitCode = sccs.length ? 1 : 0;
