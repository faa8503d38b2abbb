import { describe, expect, it } from 'vitest';
import { countText, occupancyText, vacancyText } from './overviewWords';

describe('overview words', () => {
  it('says how full a home is', () => {
    expect(occupancyText(3, 4)).toBe('3 of 4 rooms');
    expect(occupancyText(0, 1)).toBe('0 of 1 room');
    expect(occupancyText(0, 0)).toBe('No rooms yet');
  });

  it('says when a free room is taken again, or from when it can be', () => {
    const today = '2026-12-15';
    expect(vacancyText({ name: 'Room B', availableFrom: '2026-11-01', leasedFrom: '2027-01-12' }, today)).toBe('Room B: leased from Jan 12, 2027');
    expect(vacancyText({ name: 'Room C', availableFrom: '2026-12-15', leasedFrom: null }, today)).toBe('Room C: free now');
    expect(vacancyText({ name: 'Room D', availableFrom: '2026-12-16', leasedFrom: null }, today)).toBe('Room D: free from Dec 16, 2026');
  });

  it('shows a dash for a count that is not the viewer\'s to see', () => {
    expect(countText(null)).toBe('—');
    expect(countText(0)).toBe('0');
  });
});
