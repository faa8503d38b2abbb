import { describe, expect, it } from 'vitest';
import { HOME_AMENITIES } from '../../../common/enums';
import { availabilityLabel, bathroomLabel, dollarsToCents, enumLabel, formatDate, formatDateTime, formatMonth, formatPeriod, formatShortMonth, todayIso } from './format';

describe('display formats', () => {
  it('shows calendar dates without shifting them by time zone', () => {
    expect(formatDate('2026-03-01')).toBe('Mar 1, 2026');
    expect(formatDate('2026-12-15')).toBe('Dec 15, 2026');
    // Whatever zone the reader is in, a YYYY-MM-DD date is that day.
    for (const timeZone of ['Pacific/Honolulu', 'America/Los_Angeles', 'UTC', 'Asia/Tokyo', 'Pacific/Kiritimati']) {
      expect(formatDate('2026-12-15', timeZone)).toBe('Dec 15, 2026');
      expect(formatDate('2027-01-01', timeZone)).toBe('Jan 1, 2027');
    }
  });

  it('shows a timestamp as the day it was where the reader is', () => {
    expect(formatDate('2026-12-15T02:30:00Z', 'America/New_York')).toBe('Dec 14, 2026');
    expect(formatDate('2026-12-15T02:30:00Z', 'Europe/Paris')).toBe('Dec 15, 2026');
    expect(formatDate('2026-12-31T23:30:00.000Z', 'Asia/Tokyo')).toBe('Jan 1, 2027');
  });

  it('puts date-times in words, in the reader\'s zone', () => {
    expect(formatDateTime('2026-12-15T20:04:00Z', 'America/New_York')).toBe('Dec 15, 2026, 3:04 PM');
    expect(formatDateTime('2026-12-15T20:04:00Z', 'UTC')).toBe('Dec 15, 2026, 8:04 PM');
    expect(formatDateTime('2026-03-08T06:59:00Z', 'America/Chicago')).toBe('Mar 8, 2026, 12:59 AM');
  });

  it('names months in words', () => {
    expect(formatMonth('2026-12')).toBe('December 2026');
    expect(formatMonth('2026-05-01')).toBe('May 2026');
  });

  it('names months in short where room is short (the ledger chart)', () => {
    expect(formatShortMonth('2026-11-01')).toBe('Nov 2026');
  });

  it('words a span of dates, either end missing', () => {
    expect(formatPeriod('2024-03-01', '2025-06-30')).toBe('Mar 1, 2024 to Jun 30, 2025');
    expect(formatPeriod('2024-03-01', null)).toBe('Mar 1, 2024 to now');
    expect(formatPeriod(undefined, '2025-06-30')).toBe('until Jun 30, 2025');
    expect(formatPeriod(null, null)).toBeNull();
  });

  it("knows today as the reader's calendar day, not UTC's", () => {
    // 11:30 PM on Nov 21 where the reader is (UTC may already be the 22nd, or still the 21st).
    expect(todayIso(new Date(2026, 10, 21, 23, 30))).toBe('2026-11-21');
    expect(todayIso(new Date(2027, 0, 1, 0, 5))).toBe('2027-01-01');
  });

  it('never prints ISO text', () => {
    for (const text of [formatDate('2026-12-15'), formatDate('2026-12-15T12:00:00Z'), formatDateTime('2026-12-15T12:00:00Z'), formatMonth('2026-12'),
      formatShortMonth('2026-12'), formatPeriod('2026-12-15', null)!]) {
      expect(text).not.toMatch(/\d{4}-\d{2}/);
    }
  });

  it('says "Available now" for past dates', () => {
    const today = new Date('2026-02-10T12:00:00Z');
    expect(availabilityLabel('2026-01-01', today)).toBe('Available now');
    expect(availabilityLabel('2026-03-01', today)).toBe('Available Mar 1, 2026');
  });

  it('counts half baths as halves', () => {
    expect(bathroomLabel(1)).toBe('1 bath');
    expect(bathroomLabel(2.5)).toBe('2.5 baths');
  });

  it('labels enum values with the spec wording', () => {
    expect(enumLabel('DECK_PATIO', HOME_AMENITIES)).toBe('Deck/patio');
    expect(enumLabel('EV_CHARGERS', HOME_AMENITIES)).toBe('EV chargers');
    expect(enumLabel('STREET_PARKING')).toBe('Street parking');
    expect(enumLabel('TRASH_COLLECTION', ['trash_collection'])).toBe('Trash collection');
  });
});

describe('dollarsToCents', () => {
  it('reads dollars as typed', () => {
    expect(dollarsToCents('40')).toBe(4000);
    expect(dollarsToCents('$1,250.5')).toBe(125050);
    expect(dollarsToCents('1,200.50')).toBe(120050);
    expect(dollarsToCents('0.10')).toBe(10);
  });
  it('refuses the rest', () => {
    expect(dollarsToCents('0')).toBeNull();
    expect(dollarsToCents('-5')).toBeNull();
    expect(dollarsToCents('1.234')).toBeNull();
    expect(dollarsToCents('abc')).toBeNull();
  });
});
