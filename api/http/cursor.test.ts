import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './cursor.js';

describe('listing cursors', () => {
  it('round-trips the position after the last row of a page', () => {
    const text = encodeCursor({ scope: 'budget_asc', key: 95000, id: 17 });
    expect(decodeCursor(text, 'budget_asc', 'int')).toEqual({ scope: 'budget_asc', key: 95000, id: 17 });
    const dated = encodeCursor({ scope: 'move_in_date_asc', key: '2026-12-01', id: 3 });
    expect(decodeCursor(dated, 'move_in_date_asc', 'date')?.key).toBe('2026-12-01');
  });

  it('is refused for another sort than the one it was issued for', () => {
    const text = encodeCursor({ scope: 'budget_asc', key: 95000, id: 17 });
    expect(decodeCursor(text, 'recommended', 'int')).toBeNull();
  });

  it('is refused when tampered with or made up', () => {
    const text = encodeCursor({ scope: 'budget_asc', key: 95000, id: 17 });
    const forged = [
      `${text}x`, text.slice(0, -2), `${text.slice(0, 5)}!${text.slice(6)}`, 'not-a-cursor', '',
      encodeCursor({ scope: 'budget_asc', key: 95000, id: 0 }),
      encodeCursor({ scope: 'budget_asc', key: '95000', id: 17 }),
      Buffer.from('{"scope":"budget_asc"}').toString('base64url'),
    ];
    for (const bad of forged) expect(decodeCursor(bad, 'budget_asc', 'int')).toBeNull();
    expect(decodeCursor(encodeCursor({ scope: 'm', key: '2026-02-30', id: 1 }), 'm', 'date')).toBeNull();
  });

  it('keeps microseconds of timestamps so equal saved times still page correctly', () => {
    const text = encodeCursor({ scope: 'saved', key: '2026-11-21T10:00:00.123456Z', id: 4 });
    expect(decodeCursor(text, 'saved', 'timestamp')?.key).toBe('2026-11-21T10:00:00.123456Z');
    expect(decodeCursor(encodeCursor({ scope: 'saved', key: '2026-11-21', id: 4 }), 'saved', 'timestamp')).toBeNull();
  });
});
