/**
 * Characters that are no text to store: NUL (PostgreSQL refuses it in text and
 * jsonb) and a UTF-16 surrogate without its pair (not a character at all; jsonb
 * refuses its escape, and UTF-8 turns it into U+FFFD behind the writer's back).
 * The api and the gateway refuse both at their door (api/http/input.ts,
 * gateway/http/wellFormedInput.ts), by this one test.
 */
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function hasUnstorableCharacter(text: string): boolean {
  return UNSTORABLE.test(text);
}

/** The text with each such character written as its escape, so it can be named back safely. */
export function escapeUnstorable(text: string): string {
  return text.replace(new RegExp(UNSTORABLE.source, 'g'), (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export const UNSTORABLE_MESSAGE = 'This text has a character Hearth cannot save (an invisible NUL character or half of an emoji). Remove it and try again.';
