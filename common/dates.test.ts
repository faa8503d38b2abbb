import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatLongDate, formatMonth, formatShortMonth } from './dates.js';

const ZONES = ['Pacific/Honolulu', 'America/Los_Angeles', 'UTC', 'Asia/Tokyo', 'Pacific/Kiritimati'];

describe('dates in words', () => {
  it('shows a calendar date as that day, whatever the zone', () => {
    expect(formatDate('2026-12-15')).toBe('Dec 15, 2026');
    for (const timeZone of ZONES) {
      expect(formatDate('2026-12-15', timeZone)).toBe('Dec 15, 2026');
      expect(formatDate('2027-01-01', timeZone)).toBe('Jan 1, 2027');
    }
  });

  it('shows a timestamp as its UTC day unless a zone is given', () => {
    expect(formatDate('2026-12-15T02:30:00Z')).toBe('Dec 15, 2026');
    expect(formatDate(new Date('2026-12-31T23:30:00Z'))).toBe('Dec 31, 2026');
    expect(formatDate('2026-12-15T02:30:00Z', 'America/New_York')).toBe('Dec 14, 2026');
    expect(formatDate('2026-12-31T23:30:00.000Z', 'Asia/Tokyo')).toBe('Jan 1, 2027');
  });

  it('puts moments in words', () => {
    expect(formatDateTime('2026-12-15T20:04:00Z')).toBe('Dec 15, 2026, 8:04 PM');
    expect(formatDateTime('2026-12-15T20:04:00Z', 'America/New_York')).toBe('Dec 15, 2026, 3:04 PM');
  });

  it('names months, long and short, from a month or its first day', () => {
    expect(formatMonth('2026-12')).toBe('December 2026');
    expect(formatMonth('2026-05-01')).toBe('May 2026');
    expect(formatShortMonth('2026-11')).toBe('Nov 2026');
    expect(formatShortMonth('2027-01-01')).toBe('Jan 2027');
  });

  it('writes dates out for contracts and confirmations', () => {
    expect(formatLongDate('2026-12-15')).toBe('December 15, 2026');
    expect(formatLongDate('2026-12-15', true)).toBe('Tuesday, December 15, 2026');
  });

  it('never prints ISO text', () => {
    const texts = [formatDate('2026-12-15'), formatDate('2026-12-15T12:00:00Z'), formatDateTime('2026-12-15T12:00:00Z'),
      formatMonth('2026-12'), formatShortMonth('2026-12'), formatLongDate('2026-12-15')];
    for (const text of texts) expect(text).not.toMatch(/\d{4}-\d{2}/);
  });
});
