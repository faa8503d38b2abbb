import { isCalendarDate } from './fields.js';

/**
 * Opaque keyset cursors. A cursor names the list it belongs to (`scope`, e.g. a
 * listing sort), the sort value of the last row seen and that row's id; the next
 * page starts strictly after `(key, id)`, so rows never repeat or go missing while
 * the data is stable. Anything that does not decode to exactly that is refused.
 */
export type CursorKeyKind = 'int' | 'date' | 'timestamp';

export interface Cursor<K extends number | string = number | string> {
  scope: string;
  key: K;
  id: number;
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.scope, cursor.key, cursor.id])).toString('base64url');
}

function keyIsValid(key: unknown, kind: CursorKeyKind): boolean {
  if (kind === 'int') return Number.isSafeInteger(key);
  if (typeof key !== 'string') return false;
  if (kind === 'date') return isCalendarDate(key);
  return TIMESTAMP.test(key) && !Number.isNaN(Date.parse(key));
}

/** The cursor, or null when the text is not one we issued for this scope. */
export function decodeCursor(text: string, scope: string, kind: CursorKeyKind): Cursor | null {
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(text)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) return null;
  const [s, key, id] = parsed as unknown[];
  if (s !== scope || !keyIsValid(key, kind) || !Number.isSafeInteger(id) || (id as number) < 1) return null;
  const cursor: Cursor = { scope, key: key as number | string, id: id as number };
  // Base64 tolerates stray characters; only the exact text we would issue is accepted.
  return encodeCursor(cursor) === text ? cursor : null;
}
