import { readFileSync, statSync } from 'node:fs';

/**
 * The web's persisted operations (relay-compiler `persistConfig`: a JSON map from
 * sha256 id to operation text). Re-read when the file changes, so a
 * `relay-compiler --watch` in development needs no gateway restart.
 */
export function persistedOperationStore(file: string): (id: string) => string | null {
  let loadedAt = -1;
  let operations: Record<string, string> = {};
  return (id) => {
    let mtime: number;
    try {
      mtime = statSync(file).mtimeMs;
    } catch {
      return null; // Not built yet: no persisted operation exists.
    }
    if (mtime !== loadedAt) {
      try {
        operations = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      } catch (err) {
        // Caught mid-write by the compiler: keep the last good map, try again next time.
        console.error(`Cannot read persisted operations ${file}: ${(err as Error).message}`);
        return Object.hasOwn(operations, id) ? operations[id] : null;
      }
      loadedAt = mtime;
    }
    return Object.hasOwn(operations, id) ? operations[id] : null;
  };
}
