import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The layout of web/src (web/README.md "Layout"): one folder per product area, the
// shell with its Relay environment and session in app/, what any area may use in
// shared/, and the route table at the top (routes.tsx) where they meet. Imports run
// one way: the route table → areas → app/ → shared/. This test reads every relative
// import (ts, tsx and css) and fails on one that runs the other way or closes a cycle.

const SRC = resolve('web/src');
const SHELL = 'app';
const SHARED = 'shared';
/** Files at the top of web/src: the entry and the route tables. Nothing imports them but each other (and the server entry, ssr/). */
const TOP_FILES = ['main.tsx', 'routes.tsx', 'areaRoutes.tsx', 'internalRoutes.tsx'];
/** The server-side renderer's entry (docs/public-site.md): an entry like main.tsx, it runs the route tables. */
const SERVER_ENTRY = 'ssr';
/**
 * The few places one area uses another's piece, where the journey runs through it.
 * Anything else two areas need goes to shared/ (or app/ when it is about the
 * session, Relay or the shell).
 */
const AREA_TO_AREA = [
  'applications -> onboarding', // applying is an onboarding step: its progress list and "next step"
  'applications -> listings', // applying for a room of a listing that is gone
  'applications -> account', // the lease asks for the person's name with the profile's mutation
  'onboarding -> account', // the screening's name fields follow the profile's rules
  'tickets -> services', // a Service Request shows the service booked for it (status pill, visit window, step words)
  'vendors -> services', // the vendor's job card shows the hand-in's photos and "on my way" as the manager's page does (JobPhotos)
  'public -> listings', // the home page's featured homes are the browse page's own cards (ListingCard)
  'onboarding -> public', // the reference form opened without its code explains itself with the public page's words
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === '__generated__') return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The top-level folder of a file under web/src ('.' for the top files). */
const folderOf = (file: string) => {
  const parts = relative(SRC, file).split('/');
  return parts.length === 1 ? '.' : parts[0];
};

const imports = sourceFiles(SRC).flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g)]
    .map((match) => resolveImport(file, match[1]))
    .filter((target): target is string => target !== null && target.startsWith(`${SRC}/`) && !target.includes('__generated__'))
    .map((target) => ({ from: relative(SRC, file), to: relative(SRC, target), a: folderOf(file), b: folderOf(target) })),
);
const isArea = (folder: string) => folder !== '.' && folder !== SHELL && folder !== SHARED;

describe('web/src layout', () => {
  it('reads the imports', () => {
    expect(imports.length).toBeGreaterThan(500);
  });

  it('shared/ imports neither the shell nor an area', () => {
    expect(imports.filter((i) => i.a === SHARED && i.b !== SHARED).map((i) => `${i.from} -> ${i.to}`)).toEqual([]);
  });

  it('app/ (shell, Relay, session) imports no area', () => {
    expect(imports.filter((i) => i.a === SHELL && isArea(i.b)).map((i) => `${i.from} -> ${i.to}`)).toEqual([]);
  });

  it('only the entry and the route tables import the route tables', () => {
    expect(imports.filter((i) => i.b === '.' && i.a !== '.' && i.a !== SERVER_ENTRY).map((i) => `${i.from} -> ${i.to}`)).toEqual([]);
  });

  it('an area imports another area only where the layout says so', () => {
    const crossing = new Set(imports.filter((i) => isArea(i.a) && isArea(i.b) && i.a !== i.b).map((i) => `${i.a} -> ${i.b}`));
    expect([...crossing].sort()).toEqual([...AREA_TO_AREA].sort());
  });

  it('no two top-level folders import each other, directly or around a loop', () => {
    const edges = new Map<string, Set<string>>();
    for (const { a, b } of imports) if (a !== b) edges.set(a, (edges.get(a) ?? new Set()).add(b));
    const cycles: string[] = [];
    const visit = (node: string, path: string[]) => {
      for (const next of edges.get(node) ?? []) {
        if (path.includes(next)) cycles.push([...path.slice(path.indexOf(next)), next].join(' -> '));
        else visit(next, [...path, next]);
      }
    };
    for (const start of edges.keys()) visit(start, [start]);
    expect(cycles).toEqual([]);
  });
});
