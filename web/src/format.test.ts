import { describe, expect, it } from 'vitest';
import { HOME_AMENITIES } from '../../common/enums';
import { availabilityLabel, bathroomLabel, dollarsToCents, enumLabel, formatDate } from './format';

describe('display formats', () => {
  it('shows calendar dates without shifting them by time zone', () => {
    expect(formatDate('2026-03-01')).toBe('Mar 1, 2026');
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
